// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizeSpaces, validateEmail, validatePersonName, validateText } from './contact';

describe('contact checks', () => {
  it.each([
    ['nombre@empresa.mx', null],
    ['  Ana.Lopez@Constructoradelbajio.MX ', null],
    ['', 'Escribe el correo electrónico.'],
    ['ana@x', 'Escribe un correo válido, por ejemplo nombre@empresa.mx.'],
    ['ana lopez@x.mx', 'Escribe un correo válido, por ejemplo nombre@empresa.mx.'],
  ])('e-mail %j → %j', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });

  it('an optional e-mail may be empty', () => {
    expect(validateEmail(' ', { required: false })).toBeNull();
  });

  it.each([
    ['María José', 'nombre', null],
    ["O'Connor Ñúñez", 'apellidos', null],
    ['Ma. de la Luz', 'nombre', null],
    ['', 'nombre', 'Escribe el nombre.'],
    ['  ', 'apellidos', 'Escribe los apellidos.'],
    ['R2D2', 'nombre', 'Usa solo letras, espacios, apóstrofos o guiones.'],
    ['a'.repeat(81), 'nombre', 'Escribe como máximo 80 caracteres.'],
  ] as const)('name %j (%s) → %j', (name, label, message) => {
    expect(validatePersonName(name, label)).toBe(message);
  });

  it('texts: required, and at most the limit', () => {
    expect(validateText(' ', { required: true, maxLength: 5, emptyMessage: 'Escribe la calle.' })).toBe('Escribe la calle.');
    expect(validateText('123456', { maxLength: 5 })).toBe('Escribe como máximo 5 caracteres.');
    expect(validateText('', { maxLength: 5 })).toBeNull();
  });

  it('normalisers are idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalizeSpaces(normalizeSpaces(text))).toBe(normalizeSpaces(text));
        expect(normalizeSpaces(text)).not.toMatch(/^\s|\s$|\s\s/);
        expect(normalizeEmail(normalizeEmail(text))).toBe(normalizeEmail(text));
      }),
    );
  });
});

describe('the contract’s limits', () => {
  it('gives every person’s name and every e-mail the one limit these checks use', async () => {
    const limits: Record<string, Record<string, { maxLength: number }>> = await import('@/lib/api/field-limits');
    const { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } = await import('./contact');
    for (const [schema, fields] of Object.entries(limits)) {
      // An import row echoes the CSV cell as it was typed, valid or not.
      if (schema === 'EmployeeImportRow') continue;
      for (const field of ['firstName', 'lastName']) {
        if (fields[field]) expect(fields[field].maxLength, `${schema}.${field}`).toBe(PERSON_NAME_MAX_LENGTH);
      }
      for (const field of ['email', 'contactEmail']) {
        if (fields[field]) expect(fields[field].maxLength, `${schema}.${field}`).toBe(EMAIL_MAX_LENGTH);
      }
    }
  });
});
