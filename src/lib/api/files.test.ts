// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '@/test/http-server';
import { createApiClient } from './client';
import { FILE_ID_LENGTH, randomFileId, uploadFileName } from './files';
import { uploadFile } from './upload';

describe('upload file name (spec section 3)', () => {
  it.each([
    ['foto perfil.png', 'a1B2c3_foto_perfil.png'],
    ['mi foto de perfil.jpg', 'a1B2c3_mi_foto de perfil.jpg'],
    ['sin-espacios.webp', 'a1B2c3_sin-espacios.webp'],
    [' inicio.png', 'a1B2c3__inicio.png'],
    ['', 'a1B2c3_'],
  ])('%j → %j', (original, expected) => {
    expect(uploadFileName(original, 'a1B2c3')).toBe(expected);
  });

  it('the random id has 6 letters or digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), () => {
        expect(randomFileId()).toMatch(new RegExp(`^[A-Za-z0-9]{${FILE_ID_LENGTH}}$`));
      }),
    );
  });

  it('keeps every character but the first space', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const result = uploadFileName(name, 'ABCDEF');
        expect(result.slice(7)).toBe(name.replace(' ', '_'));
        expect(result.slice(7).split(' ').length).toBe(Math.max(1, name.split(' ').length - 1));
      }),
    );
  });
});

describe('POST /files over real HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends form data with the bearer token and the renamed file', async () => {
    server.handle((_req, res) => json(res, 200, { name: 'x', url: 'https://cdn.cotiza.mx/x', size: 4, mimeType: 'image/png' }));
    const client = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
    const file = new File(['abcd'], 'foto de perfil.png', { type: 'image/png' });
    const uploaded = await uploadFile(file, client);
    expect(uploaded.url).toBe('https://cdn.cotiza.mx/x');
    const request = server.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.body.toString();
    expect(body).toMatch(/name="file"; filename="[A-Za-z0-9]{6}_foto_de perfil\.png"/);
    expect(body).toContain('abcd');
  });
});
