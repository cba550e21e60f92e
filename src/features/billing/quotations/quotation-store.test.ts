import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginPaying,
  closePayment,
  getQuotationStore,
  openPayment,
  paymentChecked,
  paymentFailed,
  paymentCompleted,
  paymentOutcomeUnknown,
  paymentRedirecting,
  refreshQuotationInPayment,
  resetQuotationStore,
  setQuotationInView,
  useQuotationInPayment,
  useQuotationInView,
  type PayChoice,
} from './quotation-store';
import type { InstallmentCount } from './installments';
import { makePayment, makeQuotation } from './test/fixtures';

const card = (cardId: string, installments: InstallmentCount | null = null): PayChoice => ({ method: 'card', cardId, installments });

afterEach(() => resetQuotationStore());

describe('quotation store', () => {
  const quotation = makeQuotation();
  const other = makeQuotation({ id: 'otra', folio: 'COT-2026-0161' });

  it('holds the quotation in view for every subscriber', () => {
    const first = renderHook(() => useQuotationInView());
    const second = renderHook(() => useQuotationInView());
    act(() => setQuotationInView(quotation));
    expect(first.result.current).toBe(quotation);
    expect(second.result.current).toBe(quotation);
    act(() => setQuotationInView(null));
    expect(first.result.current).toBeNull();
  });

  it('walks a payment through confirming → paying → closed', () => {
    const { result } = renderHook(() => useQuotationInPayment());
    act(() => void openPayment(quotation));
    expect(result.current).toEqual({ quotation, phase: 'confirming', error: null, attempt: null, verdict: null });
    act(() => void beginPaying(quotation.id, card('k1')));
    expect(result.current?.phase).toBe('paying');
    act(() => closePayment({ force: true }));
    expect(result.current).toBeNull();
  });

  it('sends a charge only once: a second begin while paying is refused', () => {
    openPayment(quotation);
    expect(beginPaying(quotation.id, card('k1'))).toEqual(expect.any(String));
    expect(beginPaying(quotation.id, card('k1'))).toBeNull();
    // Nor can another quotation start, or the one being paid be closed or replaced.
    expect(openPayment(other)).toBe(false);
    closePayment();
    expect(getQuotationStore().inPayment?.quotation).toBe(quotation);
  });

  it('refuses to pay a quotation that is not the one in payment', () => {
    expect(beginPaying(quotation.id, card('k1'))).toBeNull();
    openPayment(other);
    expect(beginPaying(quotation.id, card('k1'))).toBeNull();
  });

  it('a failure goes back to choosing a card, keeping the reason until the next attempt, which is a new one', () => {
    openPayment(quotation);
    const first = beginPaying(quotation.id, card('k1'));
    paymentFailed(quotation.id, 'La tarjeta fue declinada.');
    expect(getQuotationStore().inPayment).toEqual({
      quotation,
      phase: 'confirming',
      error: 'La tarjeta fue declinada.',
      cardDeclined: false,
      attempt: null,
      verdict: null,
    });
    const second = beginPaying(quotation.id, card('k1'));
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    expect(getQuotationStore().inPayment?.error).toBeNull();
  });

  it('an unanswered charge is checked; repeating it with the same card reuses its key, another card does not', () => {
    openPayment(quotation);
    const key = beginPaying(quotation.id, card('k1'));
    paymentOutcomeUnknown(quotation.id);
    expect(getQuotationStore().inPayment?.phase).toBe('checking');
    // Nothing can start or close while it is being checked.
    expect(beginPaying(quotation.id, card('k1'))).toBeNull();
    closePayment();
    expect(getQuotationStore().inPayment).not.toBeNull();
    paymentChecked(quotation.id, { kind: 'not-seen' });
    expect(getQuotationStore().inPayment).toMatchObject({
      phase: 'settled',
      verdict: { kind: 'not-seen' },
      attempt: { key, choice: card('k1') },
    });
    expect(beginPaying(quotation.id, card('k1'))).toBe(key);
    paymentOutcomeUnknown(quotation.id);
    paymentChecked(quotation.id, { kind: 'unconfirmed', message: 'Sin conexión' });
    expect(beginPaying(quotation.id, card('otra'))).not.toBe(key);
  });

  it('a check that finds the quotation paid ends the attempt', () => {
    openPayment(quotation);
    beginPaying(quotation.id, card('k1'));
    paymentOutcomeUnknown(quotation.id);
    paymentChecked(quotation.id, { kind: 'paid', paymentId: 'tr1', cardId: 'k1' });
    expect(getQuotationStore().inPayment).toMatchObject({ phase: 'settled', verdict: { kind: 'paid', paymentId: 'tr1' }, attempt: null });
    closePayment();
    expect(getQuotationStore().inPayment).toBeNull();
  });

  it('an attempt still unknown survives closing the dialog: opening the payment again goes back to it, same key', () => {
    openPayment(quotation);
    const key = beginPaying(quotation.id, card('k1'));
    paymentOutcomeUnknown(quotation.id);
    paymentChecked(quotation.id, { kind: 'not-seen' });
    closePayment();
    expect(getQuotationStore().inPayment).toBeNull();
    // Another quotation starts afresh.
    openPayment(other);
    expect(getQuotationStore().inPayment).toMatchObject({ phase: 'confirming', attempt: null });
    closePayment();
    openPayment(quotation);
    expect(getQuotationStore().inPayment).toMatchObject({ phase: 'settled', verdict: { kind: 'not-seen' }, attempt: { key } });
    expect(beginPaying(quotation.id, card('k1'))).toBe(key);
    // A definite answer ends it: the next opening is a new payment.
    paymentFailed(quotation.id, 'La tarjeta fue declinada.');
    closePayment();
    openPayment(quotation);
    expect(getQuotationStore().inPayment).toMatchObject({ phase: 'confirming', attempt: null });
  });

  it('a payment being chosen can be closed', () => {
    openPayment(quotation);
    closePayment();
    expect(getQuotationStore().inPayment).toBeNull();
  });

  it('an unanswered attempt keeps its key only when repeated identically: same method, card and plan', () => {
    openPayment(quotation);
    const key = beginPaying(quotation.id, card('k1', 6));
    const unanswered = () => {
      paymentOutcomeUnknown(quotation.id);
      paymentChecked(quotation.id, { kind: 'not-seen' });
    };
    unanswered();
    expect(beginPaying(quotation.id, card('k1', 6))).toBe(key);
    unanswered();
    const single = beginPaying(quotation.id, card('k1'));
    expect(single).not.toBe(key);
    unanswered();
    const spei = beginPaying(quotation.id, { method: 'bank_account' });
    expect(spei).not.toBe(single);
    unanswered();
    expect(beginPaying(quotation.id, { method: 'bank_account' })).toBe(spei);
    unanswered();
    expect(beginPaying(quotation.id, { method: 'store' })).not.toBe(spei);
  });

  it('a completed charge stays in the dialog ("Pagado") until closed, and cannot be paid again', () => {
    openPayment(quotation);
    beginPaying(quotation.id, card('k1'));
    const payment = makePayment();
    paymentCompleted(quotation.id, payment);
    expect(getQuotationStore().inPayment).toMatchObject({ phase: 'paid', payment, attempt: null });
    expect(beginPaying(quotation.id, card('k1'))).toBeNull();
    closePayment();
    expect(getQuotationStore().inPayment).toBeNull();
  });

  it('on the way to the bank (3-D Secure) the payment cannot be closed nor sent again', () => {
    openPayment(quotation);
    beginPaying(quotation.id, card('k1'));
    paymentRedirecting(quotation.id);
    expect(getQuotationStore().inPayment?.phase).toBe('redirecting');
    expect(beginPaying(quotation.id, card('k1'))).toBeNull();
    closePayment();
    expect(getQuotationStore().inPayment).not.toBeNull();
  });

  it('takes a fresher copy of the quotation in payment, not of another one', () => {
    openPayment(quotation);
    const fresh = {
      ...quotation,
      pendingPayment: { id: 'trspei', method: 'bank_account' as const, due_date: '2026-11-25T23:59:59-06:00' },
    };
    refreshQuotationInPayment(fresh);
    expect(getQuotationStore().inPayment?.quotation).toBe(fresh);
    refreshQuotationInPayment(other);
    expect(getQuotationStore().inPayment?.quotation).toBe(fresh);
  });
});
