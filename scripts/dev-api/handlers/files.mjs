// Uploads (FileUploadRequest): images only, checked by their content.
import { fail, ok } from './common.mjs';

/** @import { Ctx } from './common.mjs' */

/** The contract's upload limits (FileUploadRequest): 2 MB, PNG, JPEG or WebP. */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * The image type from the content's first bytes (as the app checks it), or null.
 * @param {Uint8Array} bytes
 */
function sniffImageType(bytes) {
  const starts = (/** @type {number[]} */ signature, offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** @param {Ctx} ctx */
export function uploadFile(ctx) {
  const file = ctx.file;
  if (!file || file.bytes.length === 0) fail(ctx, 400, 'InvalidFileError');
  if (file.bytes.length > MAX_UPLOAD_BYTES) fail(ctx, 400, 'FileTooLargeError');
  // The content decides, not the part's Content-Type: an SVG or a renamed PDF is refused.
  const type = sniffImageType(file.bytes);
  if (!type) fail(ctx, 400, 'FileTypeNotAllowedError');
  return ok(ctx.storeFile({ ...file, type }));
}
