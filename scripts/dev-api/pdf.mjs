// The smallest valid PDF there is: one page, Helvetica with WinAnsi text. The development API's
// invoice files (documents.mjs) and the e2e tests' constancia (tests/e2e/api/constancia-fixture.ts)
// are written with it.

/** A PDF string literal of `text` in WinAnsi (Windows-1252, which covers Spanish; other characters become "?"). @param {string} text */
export function pdfString(text) {
  const bytes = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 128) return char === '(' || char === ')' || char === '\\' ? `\\${char}` : char;
    const latin = code < 256 ? code : 63;
    return `\\${latin.toString(8).padStart(3, '0')}`;
  });
  return `(${bytes.join('')})`;
}

/** A one-page PDF whose page draws `content` (a content stream; font /F1 is Helvetica, WinAnsi). @param {string} content */
export function onePagePdf(content) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
