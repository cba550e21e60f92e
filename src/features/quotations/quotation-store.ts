// The quotation data holder the spec shares across the app (section 1): an
// app-wide external store, so it works on every route without a provider.
// It holds the quotation in view (the detail page, and the list row just
// opened, which the detail page shows while it loads) and the one in payment.
import { useSyncExternalStore } from 'react';
import type { Quotation } from './types';

/**
 * confirming: the customer chooses the card; paying: the charge was sent; checking: its answer
 * never came (network, timeout, server fault) and the quotation is being read to learn whether it
 * was charged; settled: that check has a verdict.
 */
type PaymentPhase = 'confirming' | 'paying' | 'checking' | 'settled';

/** One payment attempt: its Idempotency-Key, and the card it charges. */
interface PaymentAttempt {
  key: string;
  cardId: string;
}

/** What the check of an unanswered charge found. */
export type PaymentVerdict =
  | { kind: 'paid'; paymentId: string | null; cardId: string | null }
  /** Still pending: nothing was charged, and the same attempt can be repeated safely. */
  | { kind: 'not-charged' }
  /** The check failed too: nobody knows yet. */
  | { kind: 'unconfirmed'; message: string };

export interface QuotationInPayment {
  quotation: Quotation;
  phase: PaymentPhase;
  /** Why the last attempt failed (Spanish, for the customer), if it was refused. */
  error: string | null;
  /** The refusal was the card's (a decline): only then is another card suggested. */
  cardDeclined?: boolean;
  /** The attempt whose outcome is not known yet (kept so that repeating it reuses its key). */
  attempt: PaymentAttempt | null;
  verdict: PaymentVerdict | null;
}

export interface QuotationStoreState {
  inView: Quotation | null;
  inPayment: QuotationInPayment | null;
}

const EMPTY: QuotationStoreState = { inView: null, inPayment: null };

let state: QuotationStoreState = EMPTY;
// Own Set, not @/lib/external-store: imported from this lazy chunk, rolldown splits it into a first-load chunk (+160 B gzip).
const listeners = new Set<() => void>();

function update(next: Partial<QuotationStoreState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribeQuotationStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getQuotationStore(): QuotationStoreState {
  return state;
}

export function setQuotationInView(quotation: Quotation | null): void {
  if (state.inView !== quotation) update({ inView: quotation });
}

const isBusy = (phase: PaymentPhase | undefined) => phase === 'paying' || phase === 'checking';

/** Opens the payment of a quotation; ignored while another payment is being sent or checked. */
export function openPayment(quotation: Quotation): boolean {
  if (isBusy(state.inPayment?.phase)) return false;
  update({ inPayment: { quotation, phase: 'confirming', error: null, attempt: null, verdict: null } });
  return true;
}

function newAttemptKey(): string {
  return crypto.randomUUID();
}

/**
 * Marks the payment as sent and answers the attempt's Idempotency-Key: a new one, unless the
 * attempt being repeated is the one whose outcome was never known (same card), which keeps its key
 * so the server answers its first result instead of charging again. Null when a charge is already
 * on its way (a second press, or a second screen, cannot charge twice).
 */
export function beginPaying(quotationId: string, cardId: string): string | null {
  const current = state.inPayment;
  if (!current || current.quotation.id !== quotationId || isBusy(current.phase)) return null;
  const attempt = current.attempt?.cardId === cardId ? current.attempt : { key: newAttemptKey(), cardId };
  update({ inPayment: { ...current, phase: 'paying', error: null, attempt, verdict: null } });
  return attempt.key;
}

/** The charge was refused: back to choosing a card; the next attempt is a new one. */
export function paymentFailed(quotationId: string, error: string, options: { cardDeclined?: boolean } = {}): void {
  const current = state.inPayment;
  if (current?.quotation.id !== quotationId) return;
  update({
    inPayment: { ...current, phase: 'confirming', error, cardDeclined: options.cardDeclined ?? false, attempt: null, verdict: null },
  });
}

/** The charge got no answer: the quotation is being read to learn its outcome. */
export function paymentOutcomeUnknown(quotationId: string): void {
  const current = state.inPayment;
  if (current?.quotation.id === quotationId) update({ inPayment: { ...current, phase: 'checking', error: null, verdict: null } });
}

/** What the check found; a paid verdict ends the attempt, the others keep it for a safe repeat. */
export function paymentChecked(quotationId: string, verdict: PaymentVerdict): void {
  const current = state.inPayment;
  if (current?.quotation.id !== quotationId) return;
  update({ inPayment: { ...current, phase: 'settled', verdict, attempt: verdict.kind === 'paid' ? null : current.attempt } });
}

/** Closes the payment; a payment being sent or checked cannot be closed. */
export function closePayment(options: { force?: boolean } = {}): void {
  if (!state.inPayment) return;
  if (isBusy(state.inPayment.phase) && !options.force) return;
  update({ inPayment: null });
}

export function resetQuotationStore(): void {
  state = EMPTY;
  listeners.forEach((listener) => listener());
}

function useQuotationStore<T>(select: (state: QuotationStoreState) => T): T {
  return useSyncExternalStore(
    subscribeQuotationStore,
    () => select(state),
    () => select(EMPTY),
  );
}

export const useQuotationInView = () => useQuotationStore((s) => s.inView);
export const useQuotationInPayment = () => useQuotationStore((s) => s.inPayment);
