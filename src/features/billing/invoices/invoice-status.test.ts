// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Payment } from '@/features/billing/payments/types';
import {
  cancellationAwaitingAnswer,
  cancellationText,
  canCorrectInvoice,
  canRequestInvoice,
  correctionDeadlinePassed,
  correctionDeadlinePassedText,
  correctionDeadlineText,
  formatInvoiceDeadline,
  INVOICE_STATUS_WORDS,
  invoiceDeadlinePassedText,
  invoiceDeadlineText,
  invoiceDetailText,
  invoiceRowText,
  invoiceStatusOf,
  isInvoiceSettling,
  paymentInvoiceState,
  canReissueInvoice,
  reissueRetryUuid,
  reissuedUuid,
  showsInvoiceInRow,
  todayInMexicoCity,
  type PaymentInvoice,
} from './invoice-status';
import { AWAITING_CANCELLATION } from '@/test/fiscal-fixtures';

const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
/** An older backend's invoice: only its UUID and files. */
const OLD_SHAPE = {
  uuid: UUID,
  pdf_url: `https://facturas.cotiza.mx/cfdi/${UUID}.pdf`,
  xml_url: `https://facturas.cotiza.mx/cfdi/${UUID}.xml`,
};
const TODAY = '2026-11-26';

const invoice = (overrides: Partial<PaymentInvoice>): PaymentInvoice => ({ ...OLD_SHAPE, ...overrides });
const payment = (overrides: Partial<Payment>) =>
  ({ status: 'COMPLETED', invoice: null, ...overrides }) as Pick<Payment, 'status' | 'invoice' | 'invoice_deadline'>;

describe('invoice status', () => {
  it('says each status in Spanish words with a tone', () => {
    expect(Object.fromEntries(Object.entries(INVOICE_STATUS_WORDS).map(([status, { label }]) => [status, label]))).toEqual({
      en_timbrado: 'En timbrado',
      vigente: 'Vigente',
      rechazada: 'Rechazada',
      en_cancelacion: 'En cancelación',
      cancelada: 'Cancelada',
    });
    expect(INVOICE_STATUS_WORDS.rechazada.tone).toBe('danger');
  });

  it('an older backend’s invoice (no status) is vigente; one without files nor UUID is still being stamped', () => {
    expect(invoiceStatusOf(OLD_SHAPE)).toBe('vigente');
    expect(invoiceStatusOf({ uuid: null, pdf_url: null, xml_url: null })).toBe('en_timbrado');
    expect(invoiceStatusOf(invoice({ status: 'cancelada' }))).toBe('cancelada');
    expect(paymentInvoiceState(payment({ invoice: OLD_SHAPE }), TODAY)).toMatchObject({ kind: 'invoice', status: 'vigente' });
  });

  it('a completed payment without invoice can be requested until its deadline (none known: no limit), then not', () => {
    expect(paymentInvoiceState(payment({ invoice_deadline: '2026-11-30' }), TODAY)).toEqual({ kind: 'requestable' });
    expect(paymentInvoiceState(payment({ invoice_deadline: TODAY }), TODAY)).toEqual({ kind: 'requestable' });
    expect(paymentInvoiceState(payment({}), TODAY)).toEqual({ kind: 'requestable' });
    expect(paymentInvoiceState(payment({ invoice_deadline: null }), TODAY)).toEqual({ kind: 'requestable' });
    const late = payment({ invoice_deadline: '2026-11-25' });
    expect(paymentInvoiceState(late, TODAY)).toEqual({ kind: 'expired' });
    expect(invoiceRowText(paymentInvoiceState(late, TODAY))).toBe('Plazo para facturar vencido');
    expect(canRequestInvoice(late, TODAY)).toBe(false);
  });

  it('says nothing in a row while a charge has taken no money, and "Sin factura" once the money went back', () => {
    for (const status of ['IN_PROGRESS', 'CHARGE_PENDING', 'FAILED', 'CANCELLED'] as const) {
      const state = paymentInvoiceState(payment({ status }), TODAY);
      expect(showsInvoiceInRow(state)).toBe(false);
      expect(invoiceRowText(state)).toBeNull();
      expect(canRequestInvoice(payment({ status }), TODAY)).toBe(false);
    }
    expect(invoiceDetailText(paymentInvoiceState(payment({ status: 'IN_PROGRESS' }), TODAY))).toBe(
      'Podrás solicitar la factura de este pago en cuanto se confirme.',
    );
    for (const status of ['REFUNDED', 'CHARGEBACK_PENDING', 'CHARGEBACK_ACCEPTED'] as const) {
      const state = paymentInvoiceState(payment({ status }), TODAY);
      expect(showsInvoiceInRow(state)).toBe(true);
      expect(invoiceRowText(state)).toBe('Sin factura');
      expect(canRequestInvoice(payment({ status }), TODAY)).toBe(false);
    }
  });

  it('a refused invoice may be requested again within the deadline; a stamped or stamping one may not', () => {
    const rejected = invoice({ uuid: null, pdf_url: null, xml_url: null, status: 'rechazada' });
    expect(canRequestInvoice(payment({ invoice: rejected, invoice_deadline: '2026-11-30' }), TODAY)).toBe(true);
    expect(canRequestInvoice(payment({ invoice: rejected, invoice_deadline: '2026-11-01' }), TODAY)).toBe(false);
    expect(canRequestInvoice(payment({ invoice: invoice({ status: 'en_timbrado' }) }), TODAY)).toBe(false);
    expect(canRequestInvoice(payment({ invoice: OLD_SHAPE }), TODAY)).toBe(false);
  });

  it('only a vigente invoice with its UUID, not already replaced, can be corrected', () => {
    expect(canCorrectInvoice({ invoice: OLD_SHAPE })).toBe(true);
    expect(canCorrectInvoice({ invoice: invoice({ status: 'en_cancelacion' }) })).toBe(false);
    expect(canCorrectInvoice({ invoice: invoice({ status: 'vigente', replaced_by: { uuid: 'X', status: 'en_timbrado' } }) })).toBe(false);
    expect(canCorrectInvoice({ invoice: null })).toBe(false);
  });

  it('can be corrected until its cancellable_until (Mexico City day), inclusive; an older backend declares none', () => {
    const stamped = invoice({ status: 'vigente', cancellable_until: '2026-11-26' });
    expect(canCorrectInvoice({ invoice: stamped }, TODAY)).toBe(true);
    expect(canCorrectInvoice({ invoice: stamped }, '2026-11-27')).toBe(false);
    expect(correctionDeadlinePassed({ invoice: stamped }, '2026-11-27')).toBe(true);
    expect(correctionDeadlinePassed({ invoice: stamped }, TODAY)).toBe(false);
    // Not a correction's business once it is being cancelled anyway.
    expect(correctionDeadlinePassed({ invoice: { ...stamped, status: 'en_cancelacion' } }, '2027-01-01')).toBe(false);
    expect(canCorrectInvoice({ invoice: invoice({ cancellable_until: null }) }, '2099-01-01')).toBe(true);
    expect(canCorrectInvoice({ invoice: invoice({ cancellable_until: 'marzo' }) }, '2099-01-01')).toBe(true);
  });

  it('says until when it can be corrected, and after that why not', () => {
    expect(correctionDeadlineText({ cancellable_until: '2027-03-31' })).toBe('Puedes corregirla hasta el 31 de marzo de 2027');
    expect(correctionDeadlineText({ cancellable_until: null })).toBe('');
    expect(correctionDeadlinePassedText({ cancellable_until: '2026-03-31' })).toBe(
      'Ya no se puede sustituir: el plazo para cancelarla venció el 31 de marzo de 2026. El SAT permite cancelar una factura hasta el mes de la declaración anual del año en que se emitió. Si algún dato está mal, emitimos una nota de crédito por su importe y una nueva factura con los datos correctos.',
    );
  });

  it('settles while stamping, or while the invoice it replaces is being cancelled', () => {
    expect(isInvoiceSettling({ invoice: invoice({ status: 'en_timbrado' }) })).toBe(true);
    expect(isInvoiceSettling({ invoice: invoice({ status: 'vigente', replaces: { uuid: UUID, status: 'en_cancelacion' } }) })).toBe(true);
    expect(isInvoiceSettling({ invoice: invoice({ status: 'vigente', replaces: { uuid: UUID, status: 'cancelada' } }) })).toBe(false);
    expect(isInvoiceSettling({ invoice: OLD_SHAPE })).toBe(false);
    expect(isInvoiceSettling(undefined)).toBe(false);
  });

  it('spells the deadline out in es-MX, as written, and today in Mexico City', () => {
    expect(formatInvoiceDeadline('2026-11-30')).toBe('30 de noviembre de 2026');
    expect(invoiceDeadlineText({ invoice_deadline: '2026-11-30' })).toBe('Puedes solicitar tu factura hasta el 30 de noviembre de 2026');
    expect(invoiceDeadlineText({ invoice_deadline: null })).toBe('');
    expect(invoiceDeadlinePassedText({ invoice_deadline: '2025-12-31' })).toBe(
      'El plazo para solicitar la factura de este pago venció el 31 de diciembre de 2025. El SAT permite emitir la factura de un pago después de hacerlo, pero dentro del mismo año.',
    );
    expect(invoiceDeadlinePassedText({ invoice_deadline: '2026-02-15' })).toBe(
      'El plazo para solicitar la factura de este pago venció el 15 de febrero de 2026.',
    );
    expect(invoiceDeadlinePassedText({ invoice_deadline: 'pronto' })).toBe('El plazo para solicitar la factura de este pago ya venció.');
    expect(formatInvoiceDeadline('no')).toBe('');
    // 03:00 UTC on the 27th is still the 26th in Mexico City (UTC-6).
    expect(todayInMexicoCity(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
  });
});

describe('a cancellation request in words', () => {
  const AWAITING = AWAITING_CANCELLATION;

  it('until when the customer may answer; how it ended, with the day the server wrote', () => {
    expect(cancellationText(AWAITING)).toBe(
      'Como receptor de esta factura, el SAT necesita tu aceptación para cancelarla. Puedes aceptar o rechazar hasta el 2 dic 2026, 23:59; si no respondes, se da por aceptada.',
    );
    expect(cancellationText({ ...AWAITING, status: 'aceptada', answered_at: '2026-11-28T09:05:00-06:00' })).toBe(
      'Aceptaste la cancelación el 28 nov 2026, 09:05.',
    );
    expect(cancellationText({ ...AWAITING, status: 'sin_aceptacion', respond_by: null, acceptance_not_needed: 'publico_en_general' })).toBe(
      'No requiere tu aceptación: es una factura a público en general.',
    );
  });

  it('a date the server left out or wrote unreadably is left out of the sentence, never «—»', () => {
    expect(cancellationText({ ...AWAITING, respond_by: null })).toBe(
      'Como receptor de esta factura, el SAT necesita tu aceptación para cancelarla. Puedes aceptar o rechazar durante tres días hábiles; si no respondes, se da por aceptada.',
    );
    expect(cancellationText({ ...AWAITING, status: 'rechazada', answered_at: 'ayer' })).toBe(
      'Rechazaste la cancelación: la factura sigue vigente.',
    );
    expect(cancellationText({ ...AWAITING, status: 'aceptada_sin_respuesta', respond_by: null })).toBe(
      'Se dio por aceptada porque no hubo respuesta en el plazo.',
    );
  });

  it('finds a request waiting for the customer on the invoice, the one it replaced or a withdrawn correction; not an answered one', () => {
    expect(cancellationAwaitingAnswer(invoice({ cancellation: AWAITING }))).toEqual(AWAITING);
    expect(cancellationAwaitingAnswer(invoice({ replaces: { uuid: UUID, status: 'en_cancelacion', cancellation: AWAITING } }))).toEqual(
      AWAITING,
    );
    expect(cancellationAwaitingAnswer(invoice({ replaced_by: { uuid: UUID, status: 'en_cancelacion', cancellation: AWAITING } }))).toEqual(
      AWAITING,
    );
    expect(cancellationAwaitingAnswer(invoice({ cancellation: { ...AWAITING, status: 'rechazada' } }))).toBeNull();
    expect(cancellationAwaitingAnswer(null)).toBeNull();
  });

  describe('a correction with a credit note', () => {
    const ORIGINAL = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    const offset = (status: 'vigente' | 'cancelada' = 'vigente') => ({
      uuid: '0C3E5A7B-9D1F-4B2D-8E4F-6A8C0E2B4D61',
      status,
      reason: 'correccion_fuera_de_plazo' as const,
      total: 100,
      related: { uuid: ORIGINAL, status: 'vigente' as const },
    });
    const refused = invoice({ uuid: null, pdf_url: null, xml_url: null, status: 'rechazada', status_reason: 'RFC' });

    it('is offered past the deadline, not for a refunded payment', () => {
      const past = invoice({ uuid: ORIGINAL, status: 'vigente', cancellable_until: '2026-03-31' });
      expect(canReissueInvoice(payment({ invoice: past }), '2026-04-01')).toBe(true);
      expect(canReissueInvoice(payment({ invoice: past }), '2026-03-31')).toBe(false);
      expect(canReissueInvoice(payment({ invoice: past, status: 'REFUNDED' }), '2026-04-01')).toBe(false);
    });

    it('after the new invoice is refused past the request window, is tried again on the original; within it, a request does', () => {
      const after = payment({ invoice: refused, invoice_deadline: '2026-12-31', credit_notes: [offset()] });
      expect(reissueRetryUuid(after, '2027-01-01')).toBe(ORIGINAL);
      expect(reissuedUuid({ ...after, invoice_deadline: '2020-12-31' })).toBe(ORIGINAL);
      expect(reissueRetryUuid(after, '2026-12-31')).toBeNull();
      expect(reissueRetryUuid({ ...after, credit_notes: [offset('cancelada')] }, '2027-01-01')).toBeNull();
      expect(reissueRetryUuid({ ...after, credit_notes: [] }, '2027-01-01')).toBeNull();
      expect(reissuedUuid(payment({ invoice: invoice({ uuid: ORIGINAL, status: 'vigente' }) }))).toBe(ORIGINAL);
    });
  });
});
