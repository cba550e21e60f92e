// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectRows } from '@/test/table';
import { sentence, sentences } from './sentence';

describe('sentence', () => {
  it('adds the final period a server message lacks', () => {
    expect(sentence('Error 500')).toBe('Error 500.');
    expect(sentence('  La tarjeta fue rechazada  ')).toBe('La tarjeta fue rechazada.');
  });

  it('keeps a sentence that already ends', () => {
    expectRows(sentence, [
      ['Tarjeta rechazada.', 'Tarjeta rechazada.'],
      ['¿Seguro?', '¿Seguro?'],
      ['¡Listo!', '¡Listo!'],
      ['Espera…', 'Espera…'],
      ['Revisa el campo «RFC».', 'Revisa el campo «RFC».'],
      ['(Código 3001.)', '(Código 3001.)'],
      // An isolated server message (lib/server-text.ts) that ends one: its marks are not the end.
      ['\u2068Tarjeta rechazada.\u2069', '\u2068Tarjeta rechazada.\u2069'],
      ['\u2068Error 500\u2069', '\u2068Error 500\u2069.'],
    ]);
  });

  it('is empty for nothing', () => {
    expectRows(sentence, [
      ['', ''],
      ['   ', ''],
      [undefined, ''],
      [null, ''],
    ]);
  });

  it('joins messages as sentences, skipping empty ones', () => {
    expect(sentences('Error 500', 'Puedes elegir otra tarjeta.')).toBe('Error 500. Puedes elegir otra tarjeta.');
    expect(sentences('No pudimos cargar tus tarjetas.', 'Error 500')).toBe('No pudimos cargar tus tarjetas. Error 500.');
    expect(sentences('Error 500', false, undefined, '')).toBe('Error 500.');
  });
});
