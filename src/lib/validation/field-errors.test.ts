// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api/errors';
import { fieldErrors, fieldErrorsFrom, serverFormErrors } from './field-errors';

const KNOWN = ['email', 'rfc', 'address.postalCode'];

describe('fieldErrorsFrom', () => {
  it('reads errors: [{ field, message }] and a single field hint', () => {
    const error = new ApiError(422, 'Algunos datos no son válidos.', {
      body: {
        message: 'Algunos datos no son válidos.',
        errors: [{ field: 'rfc', message: 'El RFC no coincide con tu CURP.' }, { field: 'email' }],
      },
    });
    expect(fieldErrorsFrom(error)).toEqual({ rfc: 'El RFC no coincide con tu CURP.', email: 'Algunos datos no son válidos.' });
    expect(fieldErrorsFrom(new ApiError(409, 'Ya existe.', { body: { message: 'Ya existe.', field: 'email' } }))).toEqual({
      email: 'Ya existe.',
    });
  });

  it('is empty for anything else', () => {
    expect(fieldErrorsFrom(new Error('x'))).toEqual({});
    expect(fieldErrorsFrom(new ApiError(500, 'Error 500', { body: 'texto' }))).toEqual({});
    expect(fieldErrorsFrom(new ApiError(422, 'x', { body: { errors: [null, { field: 3 }, 'a'] } }))).toEqual({});
  });
});

describe('serverFormErrors', () => {
  it('puts a 409 without a field hint on the conflict field, with the catalogue default', () => {
    const error = new ApiError(409, 'Conflicto: recurso duplicado', { body: null });
    expect(serverFormErrors(error, KNOWN, 'email')).toEqual({
      fields: { email: 'Conflicto: recurso duplicado' },
      summary: 'Revisa los campos marcados.',
    });
  });

  it('keeps the server message of a 409 that names the field', () => {
    const error = new ApiError(409, 'Ese correo ya está registrado.', {
      body: { message: 'Ese correo ya está registrado.', errors: [{ field: 'email', message: 'Usa otro correo.' }] },
    });
    expect(serverFormErrors(error, KNOWN, 'email').fields).toEqual({ email: 'Usa otro correo.' });
  });

  it('keeps messages for unknown fields in the summary', () => {
    const error = new ApiError(422, 'Algunos datos no son válidos.', {
      body: {
        errors: [
          { field: 'address.postalCode', message: 'CP no encontrado.' },
          { field: 'secret', message: 'Campo raro.' },
        ],
      },
    });
    expect(serverFormErrors(error, KNOWN)).toEqual({
      fields: { 'address.postalCode': 'CP no encontrado.' },
      summary: 'Revisa los campos marcados. Campo raro.',
    });
  });

  it('a network failure has no field: the summary is the connection message', () => {
    const error = new ApiError(500, NETWORK_ERROR_MESSAGE, { kind: 'network' });
    expect(serverFormErrors(error, KNOWN, 'email')).toEqual({ fields: {}, summary: NETWORK_ERROR_MESSAGE });
  });
});

describe('fieldErrors', () => {
  it('keeps the checks that found something, one message per field', () => {
    expect(fieldErrors({ email: 'Escribe tu correo electrónico.', password: null, phone: undefined, name: '' })).toEqual({
      email: 'Escribe tu correo electrónico.',
    });
  });
});
