// @vitest-environment node
import { describe, expect, it } from 'vitest';
import sample from './merchant-sample.json';
import { readMerchant, telHref } from './merchant';

describe('readMerchant', () => {
  const own = {
    VITE_MERCHANT_LEGAL_NAME: 'Constructora Ejemplar S.A. de C.V.',
    VITE_MERCHANT_RFC: 'CEJ150101AB3',
    VITE_MERCHANT_FISCAL_ADDRESS: 'Calle 5 de Mayo 10, Centro, 76000, Querétaro, Qro.',
  };

  it('reads the full identity: razón social, RFC, domicilio and the optional contacts', () => {
    expect(
      readMerchant({
        ...own,
        VITE_MERCHANT_TRADE_NAME: ' Ejemplar ',
        VITE_MERCHANT_COMPLAINTS_PHONE: '442 123 4567',
        VITE_MERCHANT_COMPLAINTS_EMAIL: 'quejas@ejemplar.mx',
        VITE_MERCHANT_PRIVACY_EMAIL: 'datos@ejemplar.mx',
        VITE_MERCHANT_SERVICE_HOURS: 'Lunes a sábado de 8:00 a 14:00',
      }),
    ).toEqual({
      merchant: {
        legalName: own.VITE_MERCHANT_LEGAL_NAME,
        tradeName: 'Ejemplar',
        rfc: 'CEJ150101AB3',
        fiscalAddress: own.VITE_MERCHANT_FISCAL_ADDRESS,
        complaintsPhone: '442 123 4567',
        complaintsEmail: 'quejas@ejemplar.mx',
        privacyEmail: 'datos@ejemplar.mx',
        serviceHours: 'Lunes a sábado de 8:00 a 14:00',
        isSample: false,
      },
      problem: null,
    });
  });

  it('the optional ones may be missing: the trade name is then the razón social, the contacts empty', () => {
    expect(readMerchant(own).merchant).toMatchObject({
      tradeName: own.VITE_MERCHANT_LEGAL_NAME,
      complaintsPhone: '',
      complaintsEmail: '',
      privacyEmail: '',
      isSample: false,
    });
  });

  it('without them, the one sample (shared with the dev API), marked as such', () => {
    expect(readMerchant({})).toEqual({ merchant: { ...sample, isSample: true }, problem: null });
  });

  it('optional values alone do not replace the sample', () => {
    expect(readMerchant({ VITE_MERCHANT_COMPLAINTS_PHONE: '442 123 4567' }).merchant).toEqual({ ...sample, isSample: true });
  });

  it.each([
    [{ VITE_MERCHANT_RFC: 'CEJ150101AB3' }, /juntos/],
    [{ ...own, VITE_MERCHANT_RFC: 'CEJ-150101' }, /no tiene el formato de un RFC/],
  ])('%j is refused (the sample stays, marked): %s', (raw, problem) => {
    const result = readMerchant(raw);
    expect(result.merchant.isSample).toBe(true);
    expect(result.problem).toMatch(problem);
  });
});

describe('telHref', () => {
  it('keeps the digits and the leading +', () => {
    expect(telHref('+52 55 5000 1234')).toBe('tel:+525550001234');
    expect(telHref('800 468 8722')).toBe('tel:8004688722');
  });
});
