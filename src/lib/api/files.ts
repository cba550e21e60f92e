// Upload naming rule (see docs/api-layer.md): a random 6-character id, an underscore,
// and the original name with only its first space replaced by an underscore.

export const FILE_ID_LENGTH = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomFileId(length = FILE_ID_LENGTH, random: (n: number) => Uint8Array = defaultRandom): string {
  const bytes = random(length);
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[bytes[i]! % ALPHABET.length];
  return id;
}

function defaultRandom(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

export function uploadFileName(originalName: string, id: string = randomFileId()): string {
  return `${id}_${originalName.replace(' ', '_')}`;
}

export function toUploadFormData(file: File, id?: string): FormData {
  const form = new FormData();
  form.append('file', file, uploadFileName(file.name, id));
  return form;
}
