// The text of a PDF, read in the browser with pdf.js, for readConstancia (constancia.ts). Loaded
// only when a customer chooses a file (pdf.js and its worker are about 1.6 MB, never on a first
// load); the file never leaves the browser. Lines are rebuilt from the text items' positions, as
// the constancia's labels and values sit side by side.

/** A constancia is one to three pages; more is not one, and is not read past this. */
const MAX_PAGES = 4;

/** The file's text, a line per line of the page; throws when it is not a PDF pdf.js can open. */
export async function pdfText(file: Blob): Promise<string> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const data = new Uint8Array(await file.arrayBuffer());
  // No eval (the CSP forbids it) and no font loading: only the text is wanted.
  const task = pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false });
  const document = await task.promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      let lineY: number | null = null;
      let lineEndX = 0;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const { str, hasEOL, width } = item;
        // pdf.js types the matrix as any[]: [scaleX, skewY, skewX, scaleY, x, y].
        const [size = 10, , , , x = 0, y = 0] = item.transform as number[];
        if (lineY !== null && Math.abs(y - lineY) > 2 && line.trim()) {
          lines.push(line.trim());
          line = '';
        }
        // A run that starts apart from the last one is another word; one that touches it is the same word.
        const apart = line !== '' && x - lineEndX > Math.abs(size) * 0.2;
        line += apart && !line.endsWith(' ') && !str.startsWith(' ') ? ` ${str}` : str;
        lineY = y;
        lineEndX = x + width;
        if (hasEOL) {
          if (line.trim()) lines.push(line.trim());
          line = '';
          lineY = null;
        }
      }
      if (line.trim()) lines.push(line.trim());
      page.cleanup();
    }
    return lines.join('\n');
  } finally {
    await task.destroy();
  }
}
