// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../openapi-contract.mjs';
import { buildSeed, type SeedAccount, type SeedRecord } from './seed.mjs';
import { answerDeadline } from '../../src/features/billing/invoices/cancellation-acceptance';

interface Doc {
  info: Record<string, unknown>;
  components: { examples: Record<string, { value: unknown }>; schemas: Record<string, unknown> };
}
const doc = loadContract();
const contract = doc as unknown as Doc;
const AS_OF = contract.info['x-examples-as-of'] as string;
const example = <T = SeedRecord>(name: string) => structuredClone(contract.components.examples[name].value) as T;
/** The dev API answers `decision: null` for a quotation its example leaves undecided. */
const undecidedAsNull = (q: SeedRecord): SeedRecord => ({ ...q, decision: q.decision ?? null });

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const schemaOf = (name: string) => ajv.compile({ $ref: `#/components/schemas/${name}`, components: contract.components });
const SCHEMAS = {
  card: schemaOf('Card'),
  quotation: schemaOf('Quotation'),
  payment: schemaOf('Payment'),
  employee: schemaOf('Employee'),
  company: schemaOf('CompanyProfile'),
  personalData: schemaOf('PersonalData'),
  customer: schemaOf('Customer'),
};

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** An ISO instant or a day moved by whole days, written the same way (its offset, or Z, kept). */
const plusDays = (value: string, days: number) => `${addDays(value.slice(0, 10), days)}${value.slice(10)}`;

const accountOf = (accounts: SeedAccount[], kind: SeedAccount['kind']) => {
  const account = accounts.find((a) => a.kind === kind);
  if (!account) throw new Error(`no ${kind}`);
  return account;
};

/**
 * The payments as the contract's examples write them (an older backend's invoices: uuid and files
 * only; no invoice_deadline), to compare the seed's with them.
 */
const asInExamples = (payments: SeedRecord[]) =>
  payments.map(({ invoice_deadline: _deadline, ...payment }) => {
    const invoice = payment.invoice as Record<string, unknown> | null;
    // The examples give an older backend's fields, and a cancellation request where one awaits its answer.
    const asked = invoice?.cancellation ? { status: invoice.status, cancellation: invoice.cancellation } : {};
    return { ...payment, invoice: invoice && { uuid: invoice.uuid, pdf_url: invoice.pdf_url, xml_url: invoice.xml_url, ...asked } };
  });
/**
 * The examples' payments, less the invoices the seed leaves to be requested; credit_notes an empty
 * list where an example leaves it out (the development API always answers it).
 */
const examplePayments = (name: string, notInvoiced: string[]) =>
  example<SeedRecord[]>(name)
    .map((p): SeedRecord => ({ ...p, credit_notes: p.credit_notes ?? [] }))
    .map((p) => (notInvoiced.includes(p.id as string) ? { ...p, invoice: null } : p));
const NOT_INVOICED = { employer: ['trq1w9kdv3xyhbg6o2pe'], nonEmployer: ['trp4s7v0y3b6e9h2k5nq'] };

const seed = buildSeed({ doc, today: AS_OF });
const employer = accountOf(seed.accounts, 'employer');
const nonEmployer = accountOf(seed.accounts, 'nonEmployer');

describe("buildSeed on the examples' own day", () => {
  it('moves nothing', () => {
    expect(seed.asOf).toBe('2026-11-22');
    expect(seed.today).toBe(AS_OF);
    expect(seed.shiftDays).toBe(0);
  });

  it("the password is the sign-in request example's, for both users", () => {
    const password = example<{ password: string }>('LoginRequestEmployer').password;
    expect(seed.password).toBe(password);
    expect(employer.password).toBe(password);
    expect(nonEmployer.password).toBe(password);
  });

  it('the employer: user, customer and session token of the examples, 3 cards, 17 quotations, 14 payments, 23 employees, a company', () => {
    const login = example<{ token: string; user: SeedRecord }>('LoginResponseEmployer');
    const user = example<Record<string, unknown> & { customer: unknown }>('UserEmployer');
    expect(employer.sessionToken).toBe(login.token);
    expect(employer.user).toEqual({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      avatar: user.avatar,
      customerId: user.customerId,
    });
    expect(employer.customer).toEqual(user.customer);
    expect(employer.customer.isEmployer).toBe(true);
    expect(employer.cards).toEqual(example('CardList'));
    expect(employer.cards).toHaveLength(3);
    expect(employer.quotations).toEqual(example<SeedRecord[]>('QuotationListExample').map(undecidedAsNull));
    expect(employer.quotations).toHaveLength(19);
    expect(asInExamples(employer.payments)).toEqual(examplePayments('PaymentListExample', NOT_INVOICED.employer));
    expect(employer.payments).toHaveLength(14);
    expect(employer.employees).toEqual([...example<SeedRecord[]>('EmployeeListExample'), ...example<SeedRecord[]>('EmployeeListOthers')]);
    expect(employer.employees).toHaveLength(23);
    expect(new Set(employer.employees.map((e) => e.id)).size).toBe(23);
    expect(employer.company).toEqual(example('CompanyProfileExample'));
  });

  it("the examples tell one story: every payment's quotation is one of its user's quotations, with that folio and amount", () => {
    for (const account of [employer, nonEmployer]) {
      const quotations = new Map(account.quotations.map((q) => [q.id, q]));
      for (const payment of account.payments) {
        const { quotation } = payment as { quotation: { id: string; folio: string } };
        expect({ payment: payment.id, folio: quotations.get(quotation.id)?.folio }).toEqual({
          payment: payment.id,
          folio: quotation.folio,
        });
        expect({ payment: payment.id, total: quotations.get(quotation.id)?.total }).toEqual({ payment: payment.id, total: payment.amount });
      }
      // A quotation marked paid names a completed (or disputed) payment of its own.
      for (const quotation of account.quotations.filter((q) => q.status === 'pagada')) {
        const payment = account.payments.find((p) => p.id === quotation.paymentId);
        expect({ quotation: quotation.folio, paidBy: (payment?.quotation as { id: string } | undefined)?.id }).toEqual({
          quotation: quotation.folio,
          paidBy: quotation.id,
        });
      }
    }
  });

  it('the employer has a quotation of each decision (the named examples, decided by her) and undecided pending ones', () => {
    type Decided = SeedRecord & { status: string; decision?: { outcome: string; decidedBy: { name: string } } | null };
    const quotations = employer.quotations as Decided[];
    const byOutcome = (outcome: string) => quotations.filter((q) => q.decision?.outcome === outcome);
    expect(byOutcome('aceptada')).toEqual([example('QuotationAccepted')]);
    expect(byOutcome('rechazada')).toEqual([example('QuotationDeclined')]);
    expect(byOutcome('cambios_solicitados')).toEqual([example('QuotationChangesRequested')]);
    expect(byOutcome('rechazada').map((q) => q.status)).toEqual(['rechazada']);
    for (const q of quotations.filter((q) => q.decision))
      expect(q.decision?.decidedBy.name).toBe(`${employer.user.firstName} ${employer.user.lastName}`);
    expect(quotations.filter((q) => q.status === 'pendiente' && !q.decision).length).toBeGreaterThanOrEqual(4);
  });

  it("the employer's personal data is the PersonalDataEmployer example, matching the user record", () => {
    expect(employer.personalData).toEqual(example('PersonalDataEmployer'));
    expect(employer.personalData).toMatchObject({
      id: employer.user.id,
      email: employer.user.email,
      firstName: employer.user.firstName,
      lastName: employer.user.lastName,
      avatar: employer.user.avatar,
    });
  });

  it('the non-employer: no cards, 3 quotations, 2 payments, no company or employees, personal data of PersonalDataNonEmployer', () => {
    const user = example<Record<string, unknown> & { customer: unknown }>('UserNonEmployer');
    expect(nonEmployer.sessionToken).toBe(example<{ token: string }>('LoginResponseNonEmployer').token);
    expect(nonEmployer.user).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      avatar: null,
    });
    expect(nonEmployer.customer).toEqual(user.customer);
    expect(nonEmployer.customer.defaultCardId).toBeNull();
    expect(nonEmployer.cards).toEqual([]);
    expect(nonEmployer.quotations).toEqual(example<SeedRecord[]>('QuotationListNonEmployer').map(undecidedAsNull));
    expect(nonEmployer.quotations).toHaveLength(3);
    expect(asInExamples(nonEmployer.payments)).toEqual(examplePayments('PaymentListNonEmployer', NOT_INVOICED.nonEmployer));
    expect(nonEmployer.payments).toHaveLength(2);
    expect(nonEmployer.company).toBeNull();
    expect(nonEmployer.employees).toEqual([]);
    expect(nonEmployer.personalData).toEqual(example('PersonalDataNonEmployer'));
  });

  it('the reset token of ResetPasswordRequest belongs to the user of RequestResetPasswordRequest', () => {
    const email = example<{ email: string }>('RequestResetPasswordRequest').email;
    const owner = seed.accounts.find((a) => a.user.email === email);
    expect(owner?.kind).toBe('nonEmployer');
    expect(seed.resetTokens).toEqual([{ token: example<{ token: string }>('ResetPasswordRequest').token, userId: owner?.user.id }]);
  });

  it('the e-mail change token of ConfirmEmailChangeRequest is a pending change of that same user to the EmailChangeRequest address', () => {
    const owner = seed.accounts.find((a) => a.user.email === example<{ email: string }>('RequestResetPasswordRequest').email);
    expect(seed.emailChanges).toEqual([
      {
        token: example<{ token: string }>('ConfirmEmailChangeRequest').token,
        userId: owner?.user.id,
        newEmail: example<{ newEmail: string }>('EmailChangeRequest').newEmail,
      },
    ]);
  });

  it("the add-card example's token stands for the card of CardAdded", () => {
    const token = example<{ token_id: string }>('AddCardRequest').token_id;
    const card = example('CardAdded');
    expect(Object.keys(seed.exampleCardTokens)).toEqual([token]);
    expect(seed.exampleCardTokens[token]).toEqual({
      card_number: card.card_number,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
      brand: card.brand,
      type: card.type,
      bank_name: card.bank_name,
    });
  });

  it("every record keeps to the contract's schemas", () => {
    for (const account of seed.accounts) {
      for (const card of account.cards) expect(SCHEMAS.card(card), JSON.stringify(SCHEMAS.card.errors)).toBe(true);
      for (const quotation of account.quotations) expect(SCHEMAS.quotation(quotation), JSON.stringify(SCHEMAS.quotation.errors)).toBe(true);
      for (const payment of account.payments) expect(SCHEMAS.payment(payment), JSON.stringify(SCHEMAS.payment.errors)).toBe(true);
      for (const employee of account.employees) expect(SCHEMAS.employee(employee), JSON.stringify(SCHEMAS.employee.errors)).toBe(true);
      if (account.company) expect(SCHEMAS.company(account.company), JSON.stringify(SCHEMAS.company.errors)).toBe(true);
      expect(SCHEMAS.personalData(account.personalData), JSON.stringify(SCHEMAS.personalData.errors)).toBe(true);
      expect(SCHEMAS.customer(account.customer)).toBe(true);
    }
  });

  it("is a copy: changing it does not change the next seed or the contract's examples", () => {
    const first = buildSeed({ doc, today: AS_OF });
    accountOf(first.accounts, 'employer').cards.pop();
    (accountOf(first.accounts, 'employer').quotations[0] as SeedRecord).status = 'pagada';
    const second = buildSeed({ doc, today: AS_OF });
    expect(accountOf(second.accounts, 'employer').cards).toHaveLength(3);
    expect(accountOf(second.accounts, 'employer').quotations[0].status).toBe('pendiente');
    expect(example<SeedRecord[]>('QuotationListExample')[0].status).toBe('pendiente');
  });

  it('needs info.x-examples-as-of', () => {
    const broken = { ...doc, info: { ...contract.info, 'x-examples-as-of': undefined } };
    expect(() => buildSeed({ doc: broken, today: AS_OF })).toThrow(/x-examples-as-of/);
  });
});

describe('invoices', () => {
  type SeedPayment = SeedRecord & {
    id: string;
    status: string;
    operation_date: string;
    invoice: { status: string; receiver: unknown; issued_at: string } | null;
    invoice_deadline: string | null;
  };
  const paymentsOf = (account: SeedAccount) => account.payments as unknown as SeedPayment[];

  it("every completed payment may be invoiced until 31 December of its year (Mexico City, the SAT's window); any other, never (null)", () => {
    for (const account of buildSeed({ doc, today: AS_OF, extraPayments: 300 }).accounts) {
      for (const payment of paymentsOf(account)) {
        const expected = payment.status === 'COMPLETED' ? `${payment.operation_date.slice(0, 4)}-12-31` : null;
        expect({ id: payment.id, deadline: payment.invoice_deadline }).toEqual({ id: payment.id, deadline: expected });
      }
    }
  });

  it("the examples' invoices are stamped, made out to the user's fiscal data of the InvoiceRequest examples: valid, or awaiting the answer to a cancellation", () => {
    const receivers = {
      employer: example<{ receiver: unknown }>('InvoiceRequestCompany').receiver,
      nonEmployer: example<{ receiver: unknown }>('InvoiceRequestPerson').receiver,
    };
    const awaiting: string[] = [];
    for (const account of seed.accounts) {
      for (const payment of paymentsOf(account).filter((p) => p.invoice)) {
        const invoice = payment.invoice as SeedRecord;
        expect(invoice).toMatchObject({ receiver: receivers[account.kind], issued_at: payment.operation_date });
        if (invoice.status === 'vigente') continue;
        // The answer examples' invoices: asked by the business, the customer has until respond_by.
        expect(invoice).toMatchObject({
          status: 'en_cancelacion',
          cancellation: { status: 'esperando_aceptacion', reason: '02', answered_at: null },
        });
        awaiting.push(String(invoice.uuid));
      }
    }
    expect(awaiting.sort()).toEqual(['2D4F6A8C-1E3B-4D5F-A7C9-E1F3A5B7C9D1', '7E9A1C3E-5F7B-4A9C-B1D3-F5A7C9E1B3D5']);
  });

  // The SAT's business days do not move with the calendar: respond_by is the rule's, from the moved request.
  it.each([0, 1, 3, 10, 45])('a cancellation request the examples show awaiting still awaits its answer %i days later', (days) => {
    const today = addDays(AS_OF, days);
    const moved = buildSeed({ doc, today });
    const invoice = paymentsOf(accountOf(moved.accounts, 'employer')).find((p) => p.id === 'tra9s2d5f8g1h4j7k0lz')?.invoice as SeedRecord;
    const cancellation = invoice.cancellation as Record<string, string>;
    expect(cancellation.respond_by).toBe(answerDeadline(cancellation.requested_at));
    expect(cancellation.respond_by.slice(0, 10) > today).toBe(true);
    expect(cancellation.requested_at.slice(0, 10) < today).toBe(true);
  });

  it("the users' fiscal data are pairs the SAT allows (c_UsoCFDI's receiver regimes), and agree with the invoice examples", () => {
    const person = example<{ receiver: Record<string, string> }>('InvoiceRequestPerson').receiver;
    const company = example<{ receiver: Record<string, string> }>('InvoiceRequestCompany').receiver;
    expect(nonEmployer.personalData).toMatchObject({ rfc: person.rfc, fiscalRegime: person.fiscalRegime, cfdiUse: person.cfdiUse });
    expect((nonEmployer.personalData.address as Record<string, string>).postalCode).toBe(person.postalCode);
    expect(employer.company).toMatchObject({
      legalName: company.name,
      rfc: company.rfc,
      fiscalRegime: company.fiscalRegime,
      cfdiUse: company.cfdiUse,
    });
    expect(((employer.company as SeedRecord).address as Record<string, string>).postalCode).toBe(company.postalCode);
  });

  // The example dates move with today and the window ends with the payment's year: on any day,
  // the last and first days of a year too, each user has a completed payment to invoice (kept in
  // today's year), the employer one past its deadline (a year before) and one valid invoice.
  const toYearEnd = daysBetween(AS_OF, `${AS_OF.slice(0, 4)}-12-31`);
  it.each([0, 1, 9, 10, 40, 99, 400, toYearEnd, toYearEnd + 1, toYearEnd + 366])(
    '%i days later the seed still has what the invoice flows need',
    (days) => {
      const today = addDays(AS_OF, days);
      const moved = buildSeed({ doc, today });
      for (const account of moved.accounts) {
        const toInvoice = paymentsOf(account).filter(
          (p) => p.status === 'COMPLETED' && !p.invoice && (p.invoice_deadline as string) >= today,
        );
        expect({ kind: account.kind, toInvoice: toInvoice.map((p) => p.id) }).toEqual({
          kind: account.kind,
          toInvoice: NOT_INVOICED[account.kind],
        });
      }
      const employerPayments = paymentsOf(accountOf(moved.accounts, 'employer'));
      expect(
        employerPayments.filter((p) => p.status === 'COMPLETED' && !p.invoice && (p.invoice_deadline as string) < today).map((p) => p.id),
      ).toEqual(['trx5c8v1b4n7m0q3w6er']);
      expect(employerPayments.find((p) => p.id === 'trzjaozcik8msyqshka4')?.invoice?.status).toBe('vigente');
    },
  );
});

describe('buildSeed on another day', () => {
  /** Every date of both accounts, by where it is, with its value on both days. */
  function datePairs(before: SeedAccount[], after: SeedAccount[]) {
    const pairs: { where: string; before: string; after: string }[] = [];
    const add = (where: string, a: SeedRecord | null | undefined, b: SeedRecord | null | undefined, fields: string[]) => {
      for (const field of fields) {
        if (typeof a?.[field] === 'string')
          pairs.push({ where: `${where}.${field}`, before: a[field] as string, after: b?.[field] as string });
      }
    };
    for (const kind of ['employer', 'nonEmployer'] as const) {
      const a = accountOf(before, kind);
      const b = accountOf(after, kind);
      a.cards.forEach((card, i) => add(`${kind}.cards[${i}]`, card, b.cards[i], ['creation_date']));
      a.quotations.forEach((q, i) => add(`${kind}.quotations[${i}]`, q, b.quotations[i], ['createdAt', 'validUntil']));
      a.quotations.forEach((q, i) =>
        add(`${kind}.quotations[${i}].decision`, q.decision as SeedRecord | null, b.quotations[i].decision as SeedRecord | null, [
          'decidedAt',
        ]),
      );
      a.payments.forEach((p, i) => {
        // A payment to invoice the shift would put in the year before today's starts today's year instead (inTodaysYear).
        if (NOT_INVOICED[kind].includes(String(p.id)) && String(b.payments[i].operation_date).endsWith('-01-01T00:00:00-06:00')) {
          for (const field of ['creation_date', 'operation_date'])
            pairs.push({
              where: `${kind}.payments[${i}].${field}.newYear`,
              before: '-01-01T00:00:00-06:00',
              after: String(b.payments[i][field]).slice(4),
            });
          return;
        }
        add(`${kind}.payments[${i}]`, p, b.payments[i], ['creation_date', 'operation_date']);
        add(`${kind}.payments[${i}].refund`, p.refund as SeedRecord | null, b.payments[i].refund as SeedRecord | null, ['creation_date']);
        (p.credit_notes as SeedRecord[]).forEach((note, n) =>
          add(`${kind}.payments[${i}].credit_notes[${n}]`, note, (b.payments[i].credit_notes as SeedRecord[])[n], ['issued_at']),
        );
      });
      a.employees.forEach((e, i) => add(`${kind}.employees[${i}]`, e, b.employees[i], ['createdAt']));
      add(`${kind}.company`, a.company, b.company, ['updatedAt']);
    }
    return pairs;
  }

  it.each([10, -10, 99])('%i days later every date moves by exactly that many days, written with the same offset', (days) => {
    const moved = buildSeed({ doc, today: addDays(AS_OF, days) });
    expect(moved.shiftDays).toBe(days);
    const pairs = datePairs(seed.accounts, moved.accounts);
    // 3 cards, 22 quotations × 2 + 3 decisions, 16 payments × 2 + 1 refund + 1 credit note, 23 employees, 1 company.
    expect(pairs).toHaveLength(3 + 44 + 3 + 34 + 23 + 1);
    for (const { where, before, after } of pairs) {
      if (where.endsWith('.newYear')) {
        expect({ where, after }).toEqual({ where, after: before });
        continue;
      }
      expect({ where, after }).toEqual({ where, after: plusDays(before, days) });
      if (before.length > 10) expect({ where, ms: Date.parse(after) - Date.parse(before) }).toEqual({ where, ms: days * 86_400_000 });
    }
    // The offsets in the examples are all kept: -06:00, -05:00 (a card) and Z.
    const offsets = new Set(pairs.map((p) => /(Z|[+-]\d\d:\d\d)$/.exec(p.after)?.[1]).filter(Boolean));
    expect(offsets).toEqual(new Set(['-06:00', '-05:00', 'Z']));
  });

  it('only dates move', () => {
    const moved = buildSeed({ doc, today: addDays(AS_OF, 10) });
    const withoutDates = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value), (key, v) =>
        [
          'createdAt',
          'validUntil',
          'creation_date',
          'operation_date',
          'updatedAt',
          'invoice_deadline',
          'issued_at',
          'decidedAt',
          'cancelledAt',
          'requested_at',
          'respond_by',
        ].includes(key)
          ? 'fecha'
          : v,
      );
    expect(withoutDates(moved.accounts)).toEqual(withoutDates(seed.accounts));
    expect(moved.resetTokens).toEqual(seed.resetTokens);
  });

  it('card expiries move by the nearest whole months, so a valid example card never goes stale', () => {
    const expiry = (seedOf: ReturnType<typeof buildSeed>) =>
      accountOf(seedOf.accounts, 'employer').cards.map((c) => `${c.expiration_month}/${c.expiration_year}`);
    expect(expiry(buildSeed({ doc, today: addDays(AS_OF, 10) }))).toEqual(['12/29', '07/28', '08/24']);
    // 400 days are 13 months: 07/28 becomes 08/29; the expired Carnet stays expired.
    expect(expiry(buildSeed({ doc, today: addDays(AS_OF, 400) }))).toEqual(['01/31', '08/29', '09/25']);
    expect(expiry(buildSeed({ doc, today: addDays(AS_OF, -62) }))).toEqual(['10/29', '05/28', '06/24']);
  });

  it('the records still keep to the contract after moving', () => {
    const moved = buildSeed({ doc, today: addDays(AS_OF, 400) });
    for (const account of moved.accounts) {
      for (const quotation of account.quotations) expect(SCHEMAS.quotation(quotation)).toBe(true);
      for (const payment of account.payments) expect(SCHEMAS.payment(payment), JSON.stringify(SCHEMAS.payment.errors)).toBe(true);
      for (const card of account.cards) expect(SCHEMAS.card(card)).toBe(true);
    }
  });
});

describe('extraPayments', () => {
  it('adds that many payments to the employer only, after the examples', () => {
    const big = buildSeed({ doc, today: AS_OF, extraPayments: 250 });
    const bigEmployer = accountOf(big.accounts, 'employer');
    expect(bigEmployer.payments).toHaveLength(14 + 250);
    expect(bigEmployer.payments.slice(0, 14)).toEqual(employer.payments);
    expect(accountOf(big.accounts, 'nonEmployer').payments).toHaveLength(2);
    expect(new Set(bigEmployer.payments.map((p) => p.id)).size).toBe(264);
    for (const payment of bigEmployer.payments) expect(SCHEMAS.payment(payment), JSON.stringify(SCHEMAS.payment.errors)).toBe(true);
  });

  it("every payment, example or generated, states signed_amount by the contract's rule (minus the refund when REFUNDED)", () => {
    const payments = accountOf(buildSeed({ doc, today: AS_OF, extraPayments: 500 }).accounts, 'employer').payments as unknown as {
      amount: number;
      signed_amount: number;
      status: string;
      refund: { amount: number } | null;
    }[];
    const refunds = payments.filter((p) => p.status === 'REFUNDED');
    expect(refunds.length).toBeGreaterThan(1);
    for (const payment of payments) {
      expect(payment.signed_amount).toBe(payment.status === 'REFUNDED' ? -(payment.refund?.amount ?? payment.amount) : payment.amount);
    }
  });

  it('are the same for the same count and day', () => {
    const a = buildSeed({ doc, today: AS_OF, extraPayments: 30 });
    const b = buildSeed({ doc, today: AS_OF, extraPayments: 30 });
    expect(accountOf(a.accounts, 'employer').payments).toEqual(accountOf(b.accounts, 'employer').payments);
  });

  it('0 adds none', () => {
    expect(accountOf(buildSeed({ doc, today: AS_OF, extraPayments: 0 }).accounts, 'employer').payments).toHaveLength(14);
  });
});

describe('extraQuotations', () => {
  it('adds that many pending, undecided, unpaid quotations to the employer only, valid, with totals that add up', () => {
    const full = buildSeed({ doc, today: AS_OF, extraQuotations: 24 });
    const fullEmployer = accountOf(full.accounts, 'employer');
    const examples = employer.quotations.length;
    expect(fullEmployer.quotations).toHaveLength(examples + 24);
    expect(fullEmployer.quotations.slice(0, examples)).toEqual(employer.quotations);
    expect(accountOf(full.accounts, 'nonEmployer').quotations).toEqual(
      accountOf(buildSeed({ doc, today: AS_OF }).accounts, 'nonEmployer').quotations,
    );
    const added = fullEmployer.quotations.slice(examples) as unknown as {
      id: string;
      status: string;
      decision: unknown;
      paymentId: unknown;
      validUntil: string;
      items: { quantity: number; unitPrice: number }[];
      subtotal: number;
      tax: number;
      total: number;
    }[];
    expect(new Set(fullEmployer.quotations.map((q) => q.id)).size).toBe(examples + 24);
    for (const quotation of added) {
      expect(SCHEMAS.quotation(quotation), JSON.stringify(SCHEMAS.quotation.errors)).toBe(true);
      expect(quotation).toMatchObject({ status: 'pendiente', decision: null, paymentId: null });
      expect(quotation.validUntil > AS_OF).toBe(true);
      const cents = quotation.items.reduce((sum, item) => sum + Math.round(item.quantity * Math.round(item.unitPrice * 100)), 0);
      expect(Math.round(quotation.subtotal * 100)).toBe(cents);
      expect(Math.round(quotation.total * 100)).toBe(cents + Math.round(quotation.tax * 100));
    }
  });

  it('are the same for the same count and day, and 0 adds none', () => {
    const a = accountOf(buildSeed({ doc, today: AS_OF, extraQuotations: 5 }).accounts, 'employer').quotations;
    expect(a).toEqual(accountOf(buildSeed({ doc, today: AS_OF, extraQuotations: 5 }).accounts, 'employer').quotations);
    expect(accountOf(buildSeed({ doc, today: AS_OF, extraQuotations: 0 }).accounts, 'employer').quotations).toEqual(employer.quotations);
  });
});
