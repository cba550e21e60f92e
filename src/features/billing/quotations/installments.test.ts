// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentPlanOptions, monthlyInstallments, type InstallmentCount } from './installments';
import { toCents } from './totals';

const ALL_PLANS: InstallmentCount[] = [3, 6, 9, 12, 18];
const visaCredit = { type: 'credit', brand: 'visa' } as const;

describe('monthlyInstallments', () => {
  it('splits evenly when the cents divide', () => {
    expect(monthlyInstallments(14351.52, 3)).toEqual([4783.84, 4783.84, 4783.84]);
    expect(monthlyInstallments(14351.52, 6)).toEqual(Array(6).fill(2391.92));
  });

  it('rounds each month down to the cent and gives the cents left over to the last one', () => {
    expect(monthlyInstallments(100, 3)).toEqual([33.33, 33.33, 33.34]);
    expect(monthlyInstallments(14351.54, 3)).toEqual([4783.84, 4783.84, 4783.86]);
    expect(monthlyInstallments(1800.17, 18)).toEqual([...Array<number>(17).fill(100), 100.17]);
  });

  it('adds up to the total to the cent; all months equal but the last, which carries fewer than `months` cents more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300_00, max: 10_000_000_00 }), fc.constantFrom(...ALL_PLANS), (totalCents, months) => {
        const amounts = monthlyInstallments(totalCents / 100, months).map(toCents);
        expect(amounts).toHaveLength(months);
        expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(totalCents);
        const first = amounts[0]!;
        const last = amounts[months - 1]!;
        expect(amounts.slice(0, -1).every((cents) => cents === first)).toBe(true);
        expect(last).toBeGreaterThanOrEqual(first);
        expect(last).toBeLessThan(first + months);
        expect(first).toBe(Math.floor(totalCents / months));
      }),
    );
  });
});

describe('installmentPlanOptions', () => {
  const quotation = { total: 14351.52, installmentPlans: ALL_PLANS };

  it('offers a credit card every plan of the quotation it reaches', () => {
    expect(installmentPlanOptions(quotation, visaCredit)).toEqual([3, 6, 9, 12, 18]);
    expect(installmentPlanOptions({ total: 14351.52, installmentPlans: [12, 3, 6] }, visaCredit)).toEqual([3, 6, 12]);
  });

  it('offers nothing to a debit card, a Carnet card, or no card', () => {
    expect(installmentPlanOptions(quotation, { type: 'debit', brand: 'mastercard' })).toEqual([]);
    expect(installmentPlanOptions(quotation, { type: 'credit', brand: 'carnet' })).toEqual([]);
    expect(installmentPlanOptions(quotation, null)).toEqual([]);
  });

  it('offers nothing when the quotation has no plans', () => {
    expect(installmentPlanOptions({ total: 14351.52 }, visaCredit)).toEqual([]);
    expect(installmentPlanOptions({ total: 14351.52, installmentPlans: [] }, visaCredit)).toEqual([]);
  });

  it('needs $100.00 a month: 3 months from $300.00, 18 from $1,800.00', () => {
    expect(installmentPlanOptions({ total: 299.99, installmentPlans: ALL_PLANS }, visaCredit)).toEqual([]);
    expect(installmentPlanOptions({ total: 300, installmentPlans: ALL_PLANS }, visaCredit)).toEqual([3]);
    expect(installmentPlanOptions({ total: 1799.99, installmentPlans: ALL_PLANS }, visaCredit)).toEqual([3, 6, 9, 12]);
    expect(installmentPlanOptions({ total: 1800, installmentPlans: ALL_PLANS }, visaCredit)).toEqual(ALL_PLANS);
  });

  it('never offers American Express 18 months', () => {
    expect(installmentPlanOptions(quotation, { type: 'credit', brand: 'american_express' })).toEqual([3, 6, 9, 12]);
  });

  it('every plan offered is one of the quotation’s and reaches the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.subarray(ALL_PLANS),
        fc.constantFrom('visa', 'mastercard', 'american_express', 'carnet'),
        fc.constantFrom('credit', 'debit'),
        (totalCents, plans, brand, type) => {
          const offered = installmentPlanOptions({ total: totalCents / 100, installmentPlans: plans }, { brand, type });
          for (const months of offered) {
            expect(plans).toContain(months);
            expect(totalCents).toBeGreaterThanOrEqual(months * 100_00);
          }
          if (type === 'debit' || brand === 'carnet') expect(offered).toEqual([]);
          if (brand === 'american_express') expect(offered).not.toContain(18);
        },
      ),
    );
  });
});
