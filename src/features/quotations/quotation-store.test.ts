import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginPaying,
  closePayment,
  getQuotationStore,
  openPayment,
  paymentChecked,
  paymentFailed,
  paymentOutcomeUnknown,
  resetQuotationStore,
  setQuotationInView,
  useQuotationInPayment,
  useQuotationInView,
} from './quotation-store';
import { makeQuotation } from './test/fixtures';

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
    act(() => void beginPaying(quotation.id, 'k1'));
    expect(result.current?.phase).toBe('paying');
    act(() => closePayment({ force: true }));
    expect(result.current).toBeNull();
  });

  it('sends a charge only once: a second begin while paying is refused', () => {
    openPayment(quotation);
    expect(beginPaying(quotation.id, 'k1')).toEqual(expect.any(String));
    expect(beginPaying(quotation.id, 'k1')).toBeNull();
    // Nor can another quotation start, or the one being paid be closed or replaced.
    expect(openPayment(other)).toBe(false);
    closePayment();
    expect(getQuotationStore().inPayment?.quotation).toBe(quotation);
  });

  it('refuses to pay a quotation that is not the one in payment', () => {
    expect(beginPaying(quotation.id, 'k1')).toBeNull();
    openPayment(other);
    expect(beginPaying(quotation.id, 'k1')).toBeNull();
  });

  it('a failure goes back to choosing a card, keeping the reason until the next attempt, which is a new one', () => {
    openPayment(quotation);
    const first = beginPaying(quotation.id, 'k1');
    paymentFailed(quotation.id, 'La tarjeta fue declinada.');
    expect(getQuotationStore().inPayment).toEqual({
      quotation,
      phase: 'confirming',
      error: 'La tarjeta fue declinada.',
      cardDeclined: false,
      attempt: null,
      verdict: null,
    });
    const second = beginPaying(quotation.id, 'k1');
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    expect(getQuotationStore().inPayment?.error).toBeNull();
  });

  it('an unanswered charge is checked; repeating it with the same card reuses its key, another card does not', () => {
    openPayment(quotation);
    const key = beginPaying(quotation.id, 'k1');
    paymentOutcomeUnknown(quotation.id);
    expect(getQuotationStore().inPayment?.phase).toBe('checking');
    // Nothing can start or close while it is being checked.
    expect(beginPaying(quotation.id, 'k1')).toBeNull();
    closePayment();
    expect(getQuotationStore().inPayment).not.toBeNull();
    paymentChecked(quotation.id, { kind: 'not-charged' });
    expect(getQuotationStore().inPayment).toMatchObject({
      phase: 'settled',
      verdict: { kind: 'not-charged' },
      attempt: { key, cardId: 'k1' },
    });
    expect(beginPaying(quotation.id, 'k1')).toBe(key);
    paymentOutcomeUnknown(quotation.id);
    paymentChecked(quotation.id, { kind: 'unconfirmed', message: 'Sin conexión' });
    expect(beginPaying(quotation.id, 'otra')).not.toBe(key);
  });

  it('a check that finds the quotation paid ends the attempt', () => {
    openPayment(quotation);
    beginPaying(quotation.id, 'k1');
    paymentOutcomeUnknown(quotation.id);
    paymentChecked(quotation.id, { kind: 'paid', paymentId: 'tr1', cardId: 'k1' });
    expect(getQuotationStore().inPayment).toMatchObject({ phase: 'settled', verdict: { kind: 'paid', paymentId: 'tr1' }, attempt: null });
    closePayment();
    expect(getQuotationStore().inPayment).toBeNull();
  });

  it('a payment being chosen can be closed', () => {
    openPayment(quotation);
    closePayment();
    expect(getQuotationStore().inPayment).toBeNull();
  });
});
