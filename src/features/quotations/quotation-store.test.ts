import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginPaying,
  closePayment,
  getQuotationStore,
  openPayment,
  paymentFailed,
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
    expect(result.current).toEqual({ quotation, phase: 'confirming', error: null });
    act(() => void beginPaying(quotation.id));
    expect(result.current?.phase).toBe('paying');
    act(() => closePayment({ force: true }));
    expect(result.current).toBeNull();
  });

  it('sends a charge only once: a second begin while paying is refused', () => {
    openPayment(quotation);
    expect(beginPaying(quotation.id)).toBe(true);
    expect(beginPaying(quotation.id)).toBe(false);
    // Nor can another quotation start, or the one being paid be closed or replaced.
    expect(openPayment(other)).toBe(false);
    closePayment();
    expect(getQuotationStore().inPayment?.quotation).toBe(quotation);
  });

  it('refuses to pay a quotation that is not the one in payment', () => {
    expect(beginPaying(quotation.id)).toBe(false);
    openPayment(other);
    expect(beginPaying(quotation.id)).toBe(false);
  });

  it('a failure goes back to choosing a card, keeping the reason until the next attempt', () => {
    openPayment(quotation);
    beginPaying(quotation.id);
    paymentFailed(quotation.id, 'La tarjeta fue declinada.');
    expect(getQuotationStore().inPayment).toEqual({ quotation, phase: 'confirming', error: 'La tarjeta fue declinada.' });
    expect(beginPaying(quotation.id)).toBe(true);
    expect(getQuotationStore().inPayment?.error).toBeNull();
  });

  it('a payment being chosen can be closed', () => {
    openPayment(quotation);
    closePayment();
    expect(getQuotationStore().inPayment).toBeNull();
  });
});
