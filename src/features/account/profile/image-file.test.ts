// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES } from '@/features/employees/employee-csv';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, checkImageFile, formatFileSize, sniffImageType } from '@/lib/image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
const image = (head: number[], name: string, type: string, size = 100) =>
  new File([new Uint8Array(head), new Uint8Array(Math.max(0, size - head.length))], name, { type });

describe('checkImageFile', () => {
  it.each([
    [PNG, 'foto perfil.png', 'image/png'],
    [JPEG, 'foto.jpg', 'image/jpeg'],
    [WEBP, 'logo.webp', 'image/webp'],
    [PNG, 'sin-tipo.png', ''],
  ])('accepts %#: %s', async (head, name, type) => {
    expect(await checkImageFile(image(head, name, type))).toBeNull();
  });

  it.each([
    [image(PNG, 'documento.pdf', 'application/pdf'), '«documento.pdf» no es una imagen PNG, JPG o WebP.'],
    [image(PNG, 'animada.gif', 'image/gif'), '«animada.gif» no es una imagen PNG, JPG o WebP.'],
    [image([], 'vacía.png', 'image/png', 0), '«vacía.png» está vacío.'],
    [image(PNG, 'grande.png', 'image/png', MAX_IMAGE_BYTES + 1), 'La imagen pesa 2 MB; el máximo es 2 MB.'],
    [image(JPEG, 'enorme.jpg', 'image/jpeg', 3.4 * 1024 * 1024), 'La imagen pesa 3.4 MB; el máximo es 2 MB.'],
    [image([0x25, 0x50, 0x44, 0x46], 'renombrado.png', 'image/png'), '«renombrado.png» no es una imagen PNG, JPG o WebP válida.'],
  ])('rejects %#', async (file, message) => {
    expect(await checkImageFile(file)).toBe(message);
  });

  it('accepts exactly 2 MB', async () => {
    expect(await checkImageFile(image(PNG, 'justo.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
  });

  it('sniffs nothing from random bytes that do not start like an image', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const type = sniffImageType(bytes);
        if (type === 'image/png') expect(bytes[0]).toBe(0x89);
        if (type === 'image/jpeg') expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
        if (type === 'image/webp') expect(bytes[0]).toBe(0x52);
      }),
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [48213, '47.1 KB'],
    [2 * 1024 * 1024, '2 MB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('the contract’s upload limits are the ones checked here', () => {
  const require = createRequire(import.meta.url);
  const yaml = require('js-yaml') as { load: (text: string) => unknown };
  type Schema = { properties: Record<string, { maxLength?: number }> };
  const contract = yaml.load(readFileSync(resolve(process.cwd(), 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, { post: { requestBody: { content: Record<string, { encoding?: Record<string, { contentType: string }> }> } } }>;
    components: { schemas: Record<string, Schema> };
  };

  it('images: the same size and the same three types (no SVG)', () => {
    expect(contract.components.schemas.FileUploadRequest!.properties.file!.maxLength).toBe(MAX_IMAGE_BYTES);
    const accepted = contract.paths['/files']!.post.requestBody.content['multipart/form-data']!.encoding!.file!.contentType;
    expect(accepted.split(',').map((type) => type.trim())).toEqual([...IMAGE_TYPES]);
  });

  it('the employee CSV: the same size', () => {
    expect(contract.components.schemas.EmployeeImportRequest!.properties.file!.maxLength).toBe(CSV_MAX_BYTES);
  });
});
