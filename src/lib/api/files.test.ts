// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_ID_LENGTH, randomFileId, uploadFileName } from './files';

describe('upload file name', () => {
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
