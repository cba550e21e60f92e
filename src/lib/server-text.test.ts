// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isolate, splitIsolated } from './server-text';

describe('server text inside a sentence', () => {
  it('is marked with FSI…PDI, which isolate it as <bdi> would', () => {
    expect(isolate('ACME\u202E SA')).toBe('\u2068ACME\u202E SA\u2069');
  });

  it('splits back into the sentence and its isolated pieces (odd indices)', () => {
    expect(splitIsolated(`Agregamos a ${isolate('Ana')} y le enviamos una invitación a ${isolate('ana@x.mx')}.`)).toEqual([
      'Agregamos a ',
      'Ana',
      ' y le enviamos una invitación a ',
      'ana@x.mx',
      '.',
    ]);
    expect(splitIsolated('Sin nada del servidor')).toEqual(['Sin nada del servidor']);
  });
});
