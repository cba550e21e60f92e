// Checks for an image before uploading it (avatar, logo, an ARCO request's attachment): PNG, JPEG or WebP up to 2 MB,
// and the content must really be one (a renamed PDF is caught here, not by the server).

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_RULE = 'PNG, JPG o WebP de hasta 2 MB.';

const SIZE = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} KB`;
  return `${SIZE.format(bytes / (1024 * 1024))} MB`;
}

function hasImageType(file: File): boolean {
  if (file.type) return (IMAGE_TYPES as readonly string[]).includes(file.type);
  // Some systems give no type: fall back to the extension.
  const name = file.name.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

async function readHead(file: File, length: number): Promise<Uint8Array> {
  const blob = file.slice(0, length);
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The image format from the first bytes, or null when it is none of the accepted ones. */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The Spanish message for a file that cannot be used, or null when it can. */
export async function checkImageFile(file: File): Promise<string | null> {
  if (!hasImageType(file)) return `«${file.name}» no es una imagen PNG, JPG o WebP.`;
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > MAX_IMAGE_BYTES) return `La imagen pesa ${formatFileSize(file.size)}; el máximo es 2 MB.`;
  try {
    if (!sniffImageType(await readHead(file, 12))) return `«${file.name}» no es una imagen PNG, JPG o WebP válida.`;
  } catch {
    return `No pudimos leer «${file.name}». Intenta con otro archivo.`;
  }
  return null;
}
