// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, formatRate, lineAmount, newestFirst, sumAmounts, summarizeQuotations, toCents, totalsAddUp } from './totals';
import type { Quotation } from './types';

const quotation = (overrides: Partial<Quotation>): Quotation => ({
  id: 'q',
  folio: 'COT-2026-0001',
  concept: 'Prueba',
  status: 'pendiente',
  items: [{ description: 'Servicio', quantity: 1, unitPrice: 100 }],
  subtotal: 100,
  taxRate: 0.16,
  tax: 16,
  total: 116,
  currency: 'MXN',
  createdAt: '2026-11-01T10:00:00-06:00',
  validUntil: '2026-11-30',
  paymentId: null,
  ...overrides,
});

describe('line amounts and totals', () => {
  it('multiplies quantity by unit price to the cent', () => {
    expect(lineAmount({ quantity: 850, unitPrice: 3.85 })).toBe(3272.5);
    expect(lineAmount({ quantity: 3, unitPrice: 0.1 })).toBe(0.3);
    expect(lineAmount({ quantity: 5, unitPrice: 2349.9 })).toBe(11749.5);
  });

  it('adds IVA at 16 % on the subtotal, rounded to the cent', () => {
    expect(
      computeTotals([
        { quantity: 6, unitPrice: 1450 },
        { quantity: 4, unitPrice: 680.5 },
        { quantity: 1, unitPrice: 950 },
      ]),
    ).toEqual({ subtotal: 12372, tax: 1979.52, total: 14351.52 });
    // 0.1 + 0.2 in floating point is 0.30000000000000004: cents keep it exact.
    expect(
      computeTotals([
        { quantity: 1, unitPrice: 0.1 },
        { quantity: 1, unitPrice: 0.2 },
      ]),
    ).toEqual({
      subtotal: 0.3,
      tax: 0.05,
      total: 0.35,
    });
  });

  it('total is always subtotal + IVA to the cent, and IVA is within half a cent of 16 %', () => {
    const item = fc.record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), (items) => {
        const { subtotal, tax, total } = computeTotals(items);
        expect(toCents(total)).toBe(toCents(subtotal) + toCents(tax));
        expect(Math.abs(toCents(tax) - toCents(subtotal) * 0.16)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('tells whether the server totals add up', () => {
    expect(totalsAddUp(quotation({}))).toBe(true);
    expect(totalsAddUp(quotation({ tax: 16.01, total: 116.01 }))).toBe(false);
    expect(totalsAddUp(quotation({ total: 115 }))).toBe(false);
  });

  it('writes the rate the Mexican way', () => {
    expect(formatRate(0.16)).toBe('16 %');
    expect(formatRate(0.08)).toBe('8 %');
  });

  it('sums amounts exactly', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([5884.1, 14351.52, 29147.9])).toBe(49383.52);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('summary of the quotations', () => {
  const list: [Quotation, Quotation, Quotation, Quotation, Quotation] = [
    quotation({ id: 'a', status: 'pendiente', total: 5884.1, validUntil: '2026-12-04', createdAt: '2026-11-20T16:45:00-06:00' }),
    quotation({ id: 'b', status: 'pendiente', total: 14351.52, validUntil: '2026-12-02', createdAt: '2026-11-18T11:20:00-06:00' }),
    quotation({ id: 'c', status: 'pendiente', total: 29147.9, validUntil: '2026-11-27', createdAt: '2026-11-12T09:05:00-06:00' }),
    quotation({ id: 'd', status: 'pagada', total: 27457.2, validUntil: '2026-11-17', createdAt: '2026-11-03T13:30:00-06:00' }),
    quotation({ id: 'e', status: 'vencida', total: 50784.8, validUntil: '2026-10-28', createdAt: '2026-10-14T10:10:00-06:00' }),
  ];

  it('adds only the pending quotations and finds the one due first', () => {
    const summary = summarizeQuotations(list);
    expect(summary.pendingAmount).toBe(49383.52);
    expect(summary.pendingCount).toBe(3);
    expect(summary.nextDue?.id).toBe('c');
  });

  it('with nothing pending, nothing is due', () => {
    expect(summarizeQuotations(list.filter((q) => q.status !== 'pendiente'))).toEqual({
      pendingAmount: 0,
      pendingCount: 0,
      nextDue: null,
    });
  });

  it('orders newest first whatever the server order', () => {
    expect(newestFirst([list[3], list[0], list[4], list[2]]).map((q) => q.id)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('orders by the instant, not by the text, with an unreadable createdAt last', () => {
    const sorted = newestFirst([
      quotation({ id: 'utc', createdAt: '2026-11-20T17:00:00Z' }), // 11:00 in Mexico City
      quotation({ id: 'bad', createdAt: '2026-02-30T10:00:00-06:00' }),
      quotation({ id: 'mx', createdAt: '2026-11-20T12:00:00-06:00' }),
      quotation({ id: 'text', createdAt: 'hola 1' }),
      quotation({ id: 'ms', createdAt: '2026-11-20T18:00:00.001Z' }),
    ]);
    expect(sorted.map((q) => q.id).slice(0, 3)).toEqual(['ms', 'mx', 'utc']);
    expect(new Set(sorted.slice(3).map((q) => q.id))).toEqual(new Set(['bad', 'text']));
  });

  it('breaks a tie on the due day by the earlier creation instant', () => {
    const summary = summarizeQuotations([
      quotation({ id: 'later', validUntil: '2026-11-27', createdAt: '2026-11-12T10:00:00-06:00' }),
      quotation({ id: 'earlier', validUntil: '2026-11-27', createdAt: '2026-11-12T15:30:00Z' }),
    ]);
    expect(summary.nextDue?.id).toBe('earlier');
  });
});

describe('the contract examples', () => {
  // The Prism mock serves these: their lines, IVA and totals must add up exactly.
  const require = createRequire(import.meta.url);
  const yaml = require('js-yaml') as { load: (text: string) => unknown };
  const contract = yaml.load(readFileSync(resolve(process.cwd(), 'openapi.yaml'), 'utf8')) as {
    components: { examples: Record<string, { value: unknown }> };
  };
  const example = (name: string) => {
    const found = contract.components.examples[name];
    if (!found) throw new Error(`openapi.yaml has no example ${name}`);
    return found.value;
  };
  const quotations = [
    ...(example('QuotationListExample') as Quotation[]),
    ...['QuotationPending', 'QuotationPaid', 'QuotationExpired', 'QuotationCancelled'].map((name) => example(name) as Quotation),
  ];

  it('has quotations in every status', () => {
    expect(new Set(quotations.map((q) => q.status))).toEqual(new Set(['pendiente', 'pagada', 'vencida', 'cancelada', 'rechazada']));
  });

  it.each(quotations.map((q) => [q.folio, q] as const))('%s adds up (lines, IVA 16 %, total)', (_folio, q) => {
    expect(q.taxRate).toBe(0.16);
    expect(totalsAddUp(q)).toBe(true);
  });
});
