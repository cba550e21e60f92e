// The quotation data holder the spec shares across the app (section 1): an
// app-wide external store, so it works on every route without a provider.
// It holds the quotation in view (the detail page, and the list row just
// opened, which the detail page shows while it loads) and the one in payment.
import { useSyncExternalStore } from 'react';
import type { Quotation } from './types';

export type PaymentPhase = 'confirming' | 'paying';

export interface QuotationInPayment {
  quotation: Quotation;
  /** confirming: the customer chooses the card; paying: the charge was sent. */
  phase: PaymentPhase;
  /** Why the last attempt failed (Spanish, for the customer), if it did. */
  error: string | null;
}

export interface QuotationStoreState {
  inView: Quotation | null;
  inPayment: QuotationInPayment | null;
}

const EMPTY: QuotationStoreState = { inView: null, inPayment: null };

let state: QuotationStoreState = EMPTY;
const listeners = new Set<() => void>();

function update(next: Partial<QuotationStoreState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function subscribeQuotationStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getQuotationStore(): QuotationStoreState {
  return state;
}

export function setQuotationInView(quotation: Quotation | null): void {
  if (state.inView !== quotation) update({ inView: quotation });
}

/** Opens the payment of a quotation; ignored while another payment is being sent. */
export function openPayment(quotation: Quotation): boolean {
  if (state.inPayment?.phase === 'paying') return false;
  update({ inPayment: { quotation, phase: 'confirming', error: null } });
  return true;
}

/**
 * Marks the payment as sent. Returns false when one is already being sent,
 * so a second press (or a second screen) cannot charge twice.
 */
export function beginPaying(quotationId: string): boolean {
  const current = state.inPayment;
  if (!current || current.quotation.id !== quotationId || current.phase === 'paying') return false;
  update({ inPayment: { ...current, phase: 'paying', error: null } });
  return true;
}

/** Back to choosing a card (the charge failed and the customer may try another). */
export function paymentFailed(quotationId: string, error: string): void {
  const current = state.inPayment;
  if (current?.quotation.id === quotationId) update({ inPayment: { ...current, phase: 'confirming', error } });
}

/** Closes the payment; a payment being sent cannot be closed. */
export function closePayment(options: { force?: boolean } = {}): void {
  if (!state.inPayment) return;
  if (state.inPayment.phase === 'paying' && !options.force) return;
  update({ inPayment: null });
}

export function resetQuotationStore(): void {
  state = EMPTY;
  listeners.forEach((listener) => listener());
}

export function useQuotationStore<T>(select: (state: QuotationStoreState) => T): T {
  return useSyncExternalStore(subscribeQuotationStore, () => select(state), () => select(EMPTY));
}

export const useQuotationInView = () => useQuotationStore((s) => s.inView);
export const useQuotationInPayment = () => useQuotationStore((s) => s.inPayment);
