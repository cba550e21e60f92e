// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadContract } from '../openapi-contract.mjs';
import {
  REFERENCE_INSTRUCTIONS,
  clabeCheckDigit,
  isReferenceMethod,
  isValidClabe,
  newSpeiReference,
  newStoreReference,
} from './payment-references.mjs';

describe('clabeCheckDigit', () => {
  it("the contract example's CLABE is valid", () => {
    // 6·3 4·7 6·1 1·3 8·7 0·1 1·3 1·7 0·1 3·3 0·7 0·1 2·3 1·7 2·1 3·3 4·7, each mod 10, add to 42.
    expect(clabeCheckDigit('64618011030021234')).toBe(8);
    expect(isValidClabe('646180110300212348')).toBe(true);
  });

  it('a sum that ends in 0 gives 0; another check digit or length is not valid', () => {
    expect(clabeCheckDigit('00000000000000000')).toBe(0);
    expect(isValidClabe('646180110300212347')).toBe(false);
    expect(isValidClabe('64618011030021234')).toBe(false);
    expect(() => clabeCheckDigit('6461801103002123')).toThrow();
  });
});

describe('new references', () => {
  it('an STP CLABE with a correct check digit, its 10-digit reference inside, new every time', () => {
    const made = Array.from({ length: 50 }, () => newSpeiReference());
    for (const { clabe, name } of made) {
      expect(clabe).toMatch(/^646180\d{12}$/);
      expect(isValidClabe(clabe)).toBe(true);
      expect(name).toMatch(/^\d{10}$/);
      expect(clabe.slice(6, 16)).toBe(name);
    }
    expect(new Set(made.map((r) => r.clabe)).size).toBe(50);
    expect(new Set(made.map((r) => r.name)).size).toBe(50);
  });

  it('store references: 16 digits from 101010, new every time', () => {
    const made = Array.from({ length: 50 }, () => newStoreReference());
    for (const reference of made) expect(reference).toMatch(/^101010\d{10}$/);
    expect(new Set(made).size).toBe(50);
  });
});

describe('reference methods', () => {
  type Property = { enum?: string[]; properties?: Record<string, Property> };
  const schemas = (loadContract() as { components: { schemas: Record<string, Property> } }).components.schemas;
  const methodsOf = (schema: string) => schemas[schema]?.properties?.method?.enum ?? [];

  it("are the contract's PendingPayment methods, and every other method of a payment is charged at once", () => {
    expect(Object.keys(REFERENCE_INSTRUCTIONS).sort()).toEqual([...methodsOf('PendingPayment')].sort());
    expect(methodsOf('Payment').filter((method) => !isReferenceMethod(method))).toEqual(['card']);
    expect(isReferenceMethod(undefined)).toBe(false);
    expect(isReferenceMethod('toString')).toBe(false);
  });

  it('each gives new instructions of its kind, the barcode served by this API', () => {
    expect(REFERENCE_INSTRUCTIONS.bank_account('http://127.0.0.1:4011')).toMatchObject({ type: 'bank_transfer', bank: 'STP' });
    const store = REFERENCE_INSTRUCTIONS.store('http://127.0.0.1:4011');
    expect(store).toMatchObject({
      type: 'store',
      barcode_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4011\/__dev\/barcode\/101010\d{10}\.svg$/),
    });
  });
});
