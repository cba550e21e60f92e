// Uploads (FileUploadRequest): images only, checked by their content. Each account remembers the
// URLs it was answered, so a request that refers to an upload (an ARCO attachment) can be held to
// one this API issued to that customer.
import { fail, ok } from './common.mjs';

/** @import { Ctx } from './common.mjs' */
/** @typedef {import('../world.mjs').Account} Account */

/** The URLs `POST /files` answered to each account (beside the account: a reset world starts empty). @type {WeakMap<Account, Set<string>>} */
const issuedByAccount = new WeakMap();

/** Whether `url` is, exactly, one `POST /files` answered to `account`. @param {Account} account @param {unknown} url */
export function isIssuedFile(account, url) {
  return typeof url === 'string' && (issuedByAccount.get(account)?.has(url) ?? false);
}

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
  const stored = ctx.storeFile({ ...file, type });
  const issued = issuedByAccount.get(ctx.account) ?? new Set();
  issuedByAccount.set(ctx.account, issued.add(stored.url));
  return ok(stored);
}
