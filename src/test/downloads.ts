import { onTestFinished, vi } from 'vitest';

/** Catches the file "downloads" (CSV): the blobs made and the link clicks. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')), revokeObjectURL: vi.fn() }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  // Restored however the test ends: a test that failed before its restore() left the spy in place,
  // and every later test of the file counted the earlier clicks too.
  onTestFinished(() => click.mockRestore());
  return {
    blobs,
    click,
    /** The text of download `i`, as written (a BOM kept). */
    text: async (i: number) => {
      const blob = blobs[i];
      if (!blob) throw new Error(`no download #${i}`);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    },
    restore: () => click.mockRestore(),
  };
}
