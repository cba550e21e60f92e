import { describe, expect, it } from 'vitest';
import { readMerchant } from './merchant';

describe('readMerchant', () => {
  const own = {
    VITE_MERCHANT_LEGAL_NAME: 'Constructora Ejemplar S.A. de C.V.',
    VITE_MERCHANT_RFC: 'CEJ150101AB3',
    VITE_MERCHANT_FISCAL_ADDRESS: 'Calle 5 de Mayo 10, Centro, 76000, Querétaro, Qro.',
  };

  it('reads the issuer’s razón social, RFC and domicilio fiscal', () => {
    expect(readMerchant(own)).toEqual({
      merchant: {
        legalName: own.VITE_MERCHANT_LEGAL_NAME,
        rfc: 'CEJ150101AB3',
        fiscalAddress: own.VITE_MERCHANT_FISCAL_ADDRESS,
        isSample: false,
      },
      problem: null,
    });
  });

  it('without them, a sample marked as such', () => {
    expect(readMerchant({})).toEqual({ merchant: expect.objectContaining({ isSample: true }) as unknown, problem: null });
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
