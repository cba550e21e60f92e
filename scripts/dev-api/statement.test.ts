// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/lib/api/schema';
import { PAYMENT_METHOD_LIST, PAYMENT_METHODS } from '../../src/features/billing/payments/methods.ts';
import { PERIOD_REFUSALS, periodRefusal } from '../../src/features/billing/statement/period-rule.ts';
import { loadContract } from '../openapi-contract.mjs';
import { generatePayments, seededRandom } from './big-data.mjs';
import { buildSeed } from './seed.mjs';
import { buildStatement, mexicoCityMidnight, toCents } from './statement.mjs';

type Schemas = components['schemas'];
type Quotation = Schemas['Quotation'];
type Payment = Schemas['Payment'];
type Statement = Schemas['Statement'];

const contract = loadContract() as unknown as {
  info: Record<string, string>;
  components: { examples: Record<string, { value: unknown }>; schemas: Record<string, unknown> };
};
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validStatement = ajv.compile({ $ref: '#/components/schemas/Statement', components: contract.components });
const GENERATED = '2026-11-22T10:15:00-06:00';

/** Every sum the contract promises, in cents. */
function expectAddsUp(statement: Statement) {
  const cents = statement.entries.reduce((sum, e) => sum + toCents(e.charge) - toCents(e.credit), 0);
  expect(toCents(statement.openingBalance) + cents).toBe(toCents(statement.closingBalance));
  expect(statement.entries.reduce((sum, e) => sum + toCents(e.charge), 0)).toBe(toCents(statement.totalCharges));
  expect(statement.entries.reduce((sum, e) => sum + toCents(e.credit), 0)).toBe(toCents(statement.totalCredits));
  let running = toCents(statement.openingBalance);
  for (const entry of statement.entries) {
    expect(entry.charge > 0 !== entry.credit > 0).toBe(true);
    running += toCents(entry.charge) - toCents(entry.credit);
    expect(toCents(entry.balance)).toBe(running);
  }
}
const agingCents = (s: Statement) => Object.values(s.aging).reduce((sum, v) => sum + toCents(v), 0);

describe('the statement of the example employer', () => {
  const employer = buildSeed({ today: contract.info['x-examples-as-of'] }).accounts.find((a) => a.kind === 'employer')!;
  const quotations = employer.quotations as unknown as Quotation[];
  const payments = employer.payments as unknown as Payment[];

  it("is the contract's example for October, and its schema's shape", () => {
    const october = buildStatement({ quotations, payments, from: '2026-10-01', to: '2026-10-31', generatedAt: GENERATED });
    // The example leaves out creditNoteUuid (optional): its refund's is the example refund's credit note, every other null.
    const example = contract.components.examples.StatementExample.value as Statement;
    expect(october).toEqual({
      ...example,
      entries: example.entries.map((entry) => ({
        ...entry,
        creditNoteUuid: entry.kind === 'refund' ? '3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19' : null,
      })),
    });
    expect(validStatement(october)).toBe(true);
    expectAddsUp(october);
    // What is pending at the end is what the aging splits.
    expect(agingCents(october)).toBe(toCents(october.closingBalance));
  });

  it('a refund is owed again and its cancellation credits it: the quotation nets to zero', () => {
    const s = buildStatement({ quotations, payments, from: '2026-10-01', to: '2026-10-31', generatedAt: GENERATED });
    const of135 = s.entries.filter((e) => e.folio === 'COT-2026-0135');
    expect(of135.map((e) => [e.kind, e.charge, e.credit])).toEqual([
      ['quotation', 12064, 0],
      ['payment', 0, 12064],
      ['refund', 12064, 0],
      ['cancellation', 0, 12064],
    ]);
  });

  it('the closing balance of a period is the opening of the next one', () => {
    const first = buildStatement({ quotations, payments, from: '2026-01-01', to: '2026-09-30', generatedAt: GENERATED });
    const second = buildStatement({ quotations, payments, from: '2026-10-01', to: '2026-11-22', generatedAt: GENERATED });
    expect(second.openingBalance).toBe(first.closingBalance);
    expectAddsUp(first);
    expectAddsUp(second);
    // At the end what is owed is the six pendientes and the two vencidas (not the declined one).
    const pending = quotations.filter((q) => q.status === 'pendiente' || q.status === 'vencida');
    expect(toCents(second.closingBalance)).toBe(pending.reduce((sum, q) => sum + toCents(q.total), 0));
    expect(agingCents(second)).toBe(toCents(second.closingBalance));
  });

  it('ages what is pending by the days past validUntil', () => {
    const s = buildStatement({ quotations, payments, from: '2026-11-01', to: '2026-11-22', generatedAt: GENERATED });
    // COT-0139 (valid until 10-28: 25 days) and COT-0129 (10-10: 43 days); the six pendientes are al
    // corriente; COT-0155, declined on 11-19, is owed no more.
    expect(s.aging.days1to30).toBe(50784.8);
    expect(s.aging.days31to60).toBe(4872);
    expect(toCents(s.aging.current)).toBe(toCents(5884.1 + 8120 + 14351.52 + 3480 + 6496 + 29147.9));
    expect(s.entries.filter((e) => e.folio === 'COT-2026-0155').map((e) => [e.kind, e.charge, e.credit])).toEqual([
      ['quotation', 7134, 0],
      ['cancellation', 0, 7134],
    ]);
    expect(s.aging.days61to90 + s.aging.over90).toBe(0);
  });
});

/** A one-line quotation of `total` without IVA (the statement's arithmetic, not the tax, is under test). */
const oneLineQuotation = (
  fields: Pick<Quotation, 'id' | 'folio' | 'concept' | 'total' | 'createdAt' | 'validUntil'> & Partial<Quotation>,
): Quotation => ({
  status: 'pendiente',
  items: [{ description: 'x', quantity: 1, unitPrice: fields.total }],
  subtotal: fields.total,
  taxRate: 0,
  tax: 0,
  currency: 'MXN',
  ...fields,
});

describe('a period boundary at midnight, Mexico City', () => {
  const quotation = (id: string, createdAt: string, total: number, validUntil = '2026-11-15') =>
    oneLineQuotation({ id, folio: `COT-2026-${id}`, concept: 'Prueba', total, createdAt, validUntil });
  const quotations = [
    quotation('0001', '2026-10-31T23:59:59-06:00', 100),
    // 06:00 UTC is midnight in Mexico City: November.
    quotation('0002', '2026-11-01T06:00:00Z', 200),
    // 05:59:59.999 UTC is still October 31 there.
    quotation('0003', '2026-11-01T05:59:59.999Z', 400),
  ];

  it('counts 23:59:59 in its day and 00:00:00 in the next, whatever the offset the instant is written with', () => {
    const october = buildStatement({ quotations, payments: [], from: '2026-10-01', to: '2026-10-31', generatedAt: GENERATED });
    expect(october.entries.map((e) => e.folio)).toEqual(['COT-2026-0001', 'COT-2026-0003']);
    expect(october.closingBalance).toBe(500);
    const november = buildStatement({ quotations, payments: [], from: '2026-11-01', to: '2026-11-30', generatedAt: GENERATED });
    expect(november.openingBalance).toBe(500);
    expect(november.entries.map((e) => e.folio)).toEqual(['COT-2026-0002']);
  });

  it('starts a day at 00:00 Mexico City, also on a summer day before 2022 (-05:00)', () => {
    expect(new Date(mexicoCityMidnight('2026-11-01')).toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(new Date(mexicoCityMidnight('2021-07-01')).toISOString()).toBe('2021-07-01T05:00:00.000Z');
  });
});

describe("a payment's words", () => {
  it("name its method as the app's methods table does, for every method (a new one needs no change here)", () => {
    const quotation = { id: 'q1', folio: 'COT-2026-0001', concept: 'Prueba', status: 'pagada', total: 100 } as unknown as Quotation;
    const paid = (method: Payment['method']) =>
      ({
        id: `tr-${method}`,
        method,
        status: 'COMPLETED',
        amount: 100,
        creation_date: '2026-11-02T10:00:00-06:00',
        operation_date: '2026-11-02T10:00:00-06:00',
        quotation: { id: 'q1', folio: 'COT-2026-0001' },
      }) as unknown as Payment;
    for (const method of PAYMENT_METHOD_LIST) {
      const s = buildStatement({
        quotations: [quotation],
        payments: [paid(method)],
        from: '2026-11-01',
        to: '2026-11-02',
        generatedAt: GENERATED,
      });
      expect(s.entries.find((e) => e.kind === 'payment')?.description).toBe(
        `Pago ${PAYMENT_METHODS[method].payPhrase} de la cotización COT-2026-0001`,
      );
    }
  });
});

describe("the statement period's refusals", () => {
  it("are the contract's 400 examples, word for word, so the app's form says what the API answers", () => {
    const examples = (loadContract() as { components: { examples: Record<string, { value: { message: string } }> } }).components.examples;
    for (const [name, message] of Object.entries(PERIOD_REFUSALS)) expect(message, name).toBe(examples[name]?.value.message);
  });

  it('refuse a date that is not one, a reversed period, one ending after today and one longer than 366 days', () => {
    const today = parseDate('2026-11-26');
    expect(periodRefusal('2026-11-01', '2026-11-26', today)).toBeNull();
    expect(periodRefusal('2025-11-26', '2026-11-25', today)).toBeNull(); // 365 days
    expect(periodRefusal('2024-01-01', '2024-12-31', today)).toBeNull(); // a leap year: 366 days
    expect(periodRefusal(null, '2026-11-01', today)).toBe('StatementInvalidDateError');
    expect(periodRefusal('2026-02-30', '2026-03-01', today)).toBe('StatementInvalidDateError');
    expect(periodRefusal('1/11/2026', '2026-11-02', today)).toBe('StatementInvalidDateError');
    expect(periodRefusal('2026-11-02', '2026-11-01', today)).toBe('StatementReversedPeriodError');
    expect(periodRefusal('2026-11-01', '2026-11-27', today)).toBe('StatementFuturePeriodError');
    expect(periodRefusal('2025-01-01', '2026-01-02', today)).toBe('StatementPeriodTooLongError');
  });
});

describe('balances add up over generated accounts (property)', () => {
  const STATUSES = ['COMPLETED', 'FAILED', 'REFUNDED', 'CANCELLED', 'IN_PROGRESS', 'CHARGEBACK_ACCEPTED', 'CHARGEBACK_PENDING'] as const;

  function account(seed: number) {
    const r = seededRandom(seed);
    const start = Date.parse('2025-06-01T00:00:00-06:00');
    const iso = (ms: number) => new Date(ms).toISOString();
    const quotations: Quotation[] = [];
    const payments: Payment[] = [];
    for (let i = 0; i < 40; i++) {
      const created = start + Math.floor(r() * 500 * 86_400_000);
      // Amounts with cents that do not add up in binary (0.1, 0.07…).
      const total = Math.round(r() * 5_000_000) / 100 + 0.07;
      const cancelled = r() < 0.2;
      const id = `q${i}`;
      const folio = `COT-2026-${String(i).padStart(4, '0')}`;
      const validUntil = iso(created + 14 * 86_400_000).slice(0, 10);
      quotations.push(
        oneLineQuotation({
          id,
          folio,
          concept: 'Servicio',
          status: cancelled ? 'cancelada' : 'pendiente',
          total,
          createdAt: iso(created),
          validUntil,
        }),
      );
      const tries = Math.floor(r() * 3);
      for (let k = 0; k < tries; k++) {
        const at = created + Math.floor(r() * 40 * 86_400_000);
        const status = STATUSES[Math.floor(r() * STATUSES.length)];
        const partial = Math.round(total * r() * 100) / 100;
        payments.push({
          id: `tr${i}x${k}`,
          amount: total,
          signed_amount: status === 'REFUNDED' ? -partial : total,
          currency: 'MXN',
          status,
          description: folio,
          creation_date: iso(at),
          operation_date: iso(at + 3 * 86_400_000),
          method: 'card',
          card: null,
          quotation: { id, folio },
          refund: status === 'REFUNDED' ? { id: `rf${i}${k}`, amount: partial, creation_date: iso(at + 2 * 86_400_000) } : null,
        });
      }
    }
    return { quotations, payments };
  }

  it('opening + charges − credits = closing to the cent, the running balance, and consecutive periods chain', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { quotations, payments } = account(seed);
      const a = buildStatement({ quotations, payments, from: '2025-06-01', to: '2026-01-15', generatedAt: GENERATED });
      const b = buildStatement({ quotations, payments, from: '2026-01-16', to: '2026-11-20', generatedAt: GENERATED });
      expectAddsUp(a);
      expectAddsUp(b);
      expect(b.openingBalance).toBe(a.closingBalance);
      expect(a.openingBalance).toBe(0);
      // The aging counts what each quotation still owes; one paid twice owes nothing there, so
      // the aging is never below the balance.
      expect(agingCents(b)).toBeGreaterThanOrEqual(toCents(b.closingBalance));
    }
  });

  it('holds with the 10,000 generated payments of the benchmark over a year', () => {
    const payments = generatePayments(10_000, { today: '2026-11-22' }) as unknown as Payment[];
    const s = buildStatement({ quotations: [], payments, from: '2025-11-23', to: '2026-11-22', generatedAt: GENERATED });
    expectAddsUp(s);
    expect(s.entries.length).toBeGreaterThan(2500);
    expect(validStatement(s)).toBe(true);
  });
});
