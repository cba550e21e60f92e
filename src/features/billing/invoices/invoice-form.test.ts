// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { constanciaName, receiverChanges, receiverErrorsFrom, receiverFromInvoice, rejectedFieldErrors } from './invoice-form';
import { COMPANY_RECEIVER } from '@/test/fiscal-fixtures';

const RECEIVER = COMPANY_RECEIVER;

describe('invoice form data', () => {
  it('writes a person’s name as the constancia does: upper case, no acute accents, Ñ kept', () => {
    expect(constanciaName('José Luis', ' Ramírez  Ortiz ')).toBe('JOSE LUIS RAMIREZ ORTIZ');
    expect(constanciaName('María José', 'Hernández Ñúñez')).toBe('MARIA JOSE HERNANDEZ ÑUÑEZ');
  });

  it('maps a 422’s errors to the receiver’s fields (with or without «receiver.»), the rest to the summary', () => {
    const error = new ApiError(422, 'Revisa los datos fiscales marcados.', {
      body: {
        message: 'Revisa los datos fiscales marcados.',
        errors: [
          { field: 'receiver.cfdiUse', message: 'El uso G03 no está permitido para el régimen 605.' },
          { field: 'rfc', message: 'RFC no inscrito.' },
          { field: 'saveToProfile', message: 'No pudimos guardar.' },
        ],
      },
    });
    expect(receiverErrorsFrom(error)).toEqual({
      fields: { cfdiUse: 'El uso G03 no está permitido para el régimen 605.', rfc: 'RFC no inscrito.' },
      summary: 'Revisa los datos fiscales marcados. No pudimos guardar.',
    });
  });

  it('maps a refused invoice’s rejected_fields to the fields', () => {
    expect(
      rejectedFieldErrors({
        rejected_fields: [
          { field: 'postalCode', message: 'No coincide.' },
          { field: 'x', message: 'y' },
        ],
      }),
    ).toEqual({
      postalCode: 'No coincide.',
    });
    expect(rejectedFieldErrors({})).toEqual({});
    expect(rejectedFieldErrors(null)).toEqual({});
  });

  it('lists what a correction changes', () => {
    const before = receiverFromInvoice(RECEIVER);
    expect(receiverChanges(before, { ...before, cfdiUse: 'I04' })).toEqual([
      { field: 'cfdiUse', label: 'Uso del CFDI', from: 'G03', to: 'I04' },
    ]);
    expect(receiverChanges(before, before)).toEqual([]);
  });
});
