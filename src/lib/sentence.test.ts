// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sentence, sentences } from './sentence';

describe('sentence', () => {
  it('adds the final period a server message lacks', () => {
    expect(sentence('Error 500')).toBe('Error 500.');
    expect(sentence('  La tarjeta fue rechazada  ')).toBe('La tarjeta fue rechazada.');
  });

  it('keeps a sentence that already ends', () => {
    expect(sentence('Tarjeta rechazada.')).toBe('Tarjeta rechazada.');
    expect(sentence('¿Seguro?')).toBe('¿Seguro?');
    expect(sentence('¡Listo!')).toBe('¡Listo!');
    expect(sentence('Espera…')).toBe('Espera…');
    expect(sentence('Revisa el campo «RFC».')).toBe('Revisa el campo «RFC».');
    expect(sentence('(Código 3001.)')).toBe('(Código 3001.)');
    // An isolated server message (lib/server-text.ts) that ends one: its marks are not the end.
    expect(sentence('\u2068Tarjeta rechazada.\u2069')).toBe('\u2068Tarjeta rechazada.\u2069');
    expect(sentence('\u2068Error 500\u2069')).toBe('\u2068Error 500\u2069.');
  });

  it('is empty for nothing', () => {
    expect(sentence('')).toBe('');
    expect(sentence('   ')).toBe('');
    expect(sentence(undefined)).toBe('');
    expect(sentence(null)).toBe('');
  });

  it('joins messages as sentences, skipping empty ones', () => {
    expect(sentences('Error 500', 'Puedes elegir otra tarjeta.')).toBe('Error 500. Puedes elegir otra tarjeta.');
    expect(sentences('No pudimos cargar tus tarjetas.', 'Error 500')).toBe('No pudimos cargar tus tarjetas. Error 500.');
    expect(sentences('Error 500', false, undefined, '')).toBe('Error 500.');
  });
});
