import { describe, expect, it } from 'vitest';
import { makePayment } from '@/features/billing/payments/test/fixtures';
import { creditNoteProblem, creditNotesRowText, refundCreditNoteOwed, refundCreditNoteProblem, type CreditNote } from './credit-notes';

const UUID = '9A2C4E6B-8D0F-4A1C-B3E5-7F9B1D3F5A70';
const OTHER = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const related = (uuid = UUID) => ({ uuid, status: 'vigente' as const, cancellation_reason: null, pdf_url: null, xml_url: null });
const note = (over: Partial<CreditNote> = {}): CreditNote => ({
  uuid: '3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19',
  status: 'vigente',
  reason: 'devolucion',
  total: 500,
  issued_at: '2026-10-30T11:20:05-06:00',
  pdf_url: null,
  xml_url: null,
  related: related(),
  ...over,
});
const refunded = (amount: number, credit_notes?: CreditNote[], invoiceStatus: 'vigente' | 'en_timbrado' = 'vigente') =>
  makePayment({
    amount: 1200,
    status: 'REFUNDED',
    refund: { id: 'rf1', amount, creation_date: '2026-10-30T11:02:44-06:00' },
    invoice: { uuid: invoiceStatus === 'vigente' ? UUID : null, pdf_url: null, xml_url: null, status: invoiceStatus },
    credit_notes,
  });

describe('credit notes', () => {
  it('a refund of a vigente invoice owes a note for the refunded amount; an uninvoiced or unstamped one owes none', () => {
    expect(refundCreditNoteOwed(refunded(500))).toEqual({ invoiceUuid: UUID, total: 500 });
    expect(refundCreditNoteOwed(refunded(500, [], 'en_timbrado'))).toBeNull();
    expect(
      refundCreditNoteOwed(
        makePayment({ status: 'REFUNDED', refund: { id: 'rf', amount: 5, creation_date: '2026-10-30T11:02:44-06:00' }, invoice: null }),
      ),
    ).toBeNull();
    expect(refundCreditNoteOwed(makePayment({ status: 'COMPLETED', invoice: { uuid: UUID, pdf_url: null, xml_url: null } }))).toBeNull();
  });

  it('finds a missing, misrelated or mismatched refund note, in words; a cancelled note does not count', () => {
    expect(refundCreditNoteProblem(refunded(500, [note()]))).toBeNull();
    // Two partial refunds' notes add up, to the cent.
    expect(
      refundCreditNoteProblem(refunded(500.3, [note({ total: 200.1 }), note({ uuid: null, status: 'en_timbrado', total: 300.2 })])),
    ).toBeNull();
    expect(refundCreditNoteProblem(refunded(500, []))).toBe(
      `reembolsado con su factura ${UUID} vigente, sin nota de crédito por devolución`,
    );
    expect(refundCreditNoteProblem(refunded(500, [note({ status: 'cancelada' })]))).toMatch(/sin nota de crédito por devolución/);
    expect(refundCreditNoteProblem(refunded(500, [note({ related: related(OTHER) })]))).toBe(
      `su nota de crédito por devolución se relaciona con ${OTHER}, no con su factura ${UUID}`,
    );
    expect(refundCreditNoteProblem(refunded(500, [note({ total: 499.99 })]))).toBe(
      'sus notas de crédito por devolución suman 499.99 y el reembolso fue de 500.00',
    );
  });

  it('an older backend (no credit_notes) is not judged', () => {
    expect(refundCreditNoteProblem(refunded(500, undefined))).toBeNull();
  });

  it('a note never exceeds the payment, and one for a correction past the deadline covers all of it', () => {
    const payment = { amount: 1200 };
    expect(creditNoteProblem(note({ total: 1200.01 }), payment)).toMatch(/excede el pago/);
    expect(creditNoteProblem(note({ reason: 'correccion_fuera_de_plazo', total: 1200 }), payment)).toBeNull();
    expect(creditNoteProblem(note({ reason: 'correccion_fuera_de_plazo', total: 600 }), payment)).toMatch(/no cubre toda la factura/);
    expect(creditNoteProblem(note({ total: 600 }), payment)).toBeNull();
  });

  it('a history row names the note, or counts them; cancelled ones are not said', () => {
    expect(creditNotesRowText({ credit_notes: [note()] })).toBe('Con nota de crédito por devolución');
    expect(creditNotesRowText({ credit_notes: [note({ reason: 'correccion_fuera_de_plazo' })] })).toBe(
      'Con nota de crédito por corrección fuera de plazo',
    );
    expect(creditNotesRowText({ credit_notes: [note(), note({ total: 1 })] })).toBe('Con 2 notas de crédito');
    expect(creditNotesRowText({ credit_notes: [note({ status: 'cancelada' })] })).toBeNull();
    expect(creditNotesRowText({})).toBeNull();
  });
});
