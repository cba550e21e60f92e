// The quotation data holder the spec shares across the app (section 1): an
// app-wide external store, so it works on every route without a provider.
// It holds the quotation in view (the detail page, and the list row just
// opened, which the detail page shows while it loads) and the one in payment.
import { useSyncExternalStore } from 'react';
import type { PaymentMethod } from '@/features/billing/payments/methods';
import type { Payment } from '@/features/billing/payments/types';
import type { InstallmentCount } from './installments';
import type { Quotation } from './types';

/**
 * confirming: the customer chooses how to pay; paying: the charge was sent; checking: its answer
 * never came (network, timeout, server fault, an emptied answer) or the server said the attempt is
 * still being processed, and its outcome is being found out; settled: that check has a verdict;
 * paid: the charge was made (the dialog says so); redirecting: the customer is on the way to the
 * bank's 3-D Secure page.
 */
type PaymentPhase = 'confirming' | 'paying' | 'checking' | 'settled' | 'paid' | 'redirecting';

/** How the customer pays: a saved card (in one payment or in meses sin intereses), or another method, which takes nothing else. */
export type PayChoice =
  { method: 'card'; cardId: string; installments: InstallmentCount | null } | { method: Exclude<PaymentMethod, 'card'> };

/** The card a choice charges, if any. */
export const choiceCardId = (choice: PayChoice | null | undefined): string | null => (choice?.method === 'card' ? choice.cardId : null);

/** Two choices are the same attempt when method, card and plan all match (the server's rule for a reused key). */
function sameChoice(a: PayChoice, b: PayChoice): boolean {
  if (a.method !== b.method) return false;
  if (a.method !== 'card' || b.method !== 'card') return true;
  return a.cardId === b.cardId && a.installments === b.installments;
}

/** One payment attempt: its Idempotency-Key, and what it charges. */
interface PaymentAttempt {
  key: string;
  choice: PayChoice;
}

/** What the check of an unanswered charge found. */
export type PaymentVerdict =
  /** `cardId`: the card of this attempt, when the charge found is this attempt's. */
  | { kind: 'paid'; paymentId: string | null; cardId: string | null }
  /**
   * The quotation is still pending: no charge is seen yet. Not "nothing was charged": an attempt
   * that timed out may still complete. Repeating the same attempt (same key) is safe.
   */
  | { kind: 'not-seen' }
  /** The server says this attempt is still being processed (409), after waiting for it a while. */
  | { kind: 'in-progress' }
  /** The check failed too: nobody knows yet. */
  | { kind: 'unconfirmed'; message: string };

/**
 * What a check is waiting for: the outcome of an unanswered charge, what a 409 meant, or an attempt
 * the server is still processing.
 */
type PaymentCheck = 'lost-answer' | 'conflict' | 'in-progress';

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
  /** Phase checking: what is being waited for. */
  check?: PaymentCheck;
  /** The charge made (phase paid), for the dialog's "Pagado". */
  payment?: Payment;
}

export interface QuotationStoreState {
  inView: Quotation | null;
  inPayment: QuotationInPayment | null;
  /**
   * Attempts whose outcome is still unknown, by quotation, kept when the dialog closes: opening the
   * payment again goes back to that attempt (same key) instead of offering a new one, which could
   * charge a second time if the first completes.
   */
  unresolved: Readonly<Record<string, Pick<QuotationInPayment, 'attempt' | 'verdict'>>>;
}

const EMPTY: QuotationStoreState = { inView: null, inPayment: null, unresolved: {} };

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

const isBusy = (phase: PaymentPhase | undefined) => phase === 'paying' || phase === 'checking' || phase === 'redirecting';

/** Opens the payment of a quotation (at its unresolved attempt, if any); ignored while another payment is being sent or checked. */
export function openPayment(quotation: Quotation): boolean {
  if (isBusy(state.inPayment?.phase)) return false;
  const { [quotation.id]: pending, ...unresolved } = state.unresolved;
  update({
    inPayment: pending?.attempt
      ? { quotation, phase: 'settled', error: null, attempt: pending.attempt, verdict: pending.verdict }
      : { quotation, phase: 'confirming', error: null, attempt: null, verdict: null },
    unresolved,
  });
  return true;
}

function newAttemptKey(): string {
  return crypto.randomUUID();
}

/**
 * Marks the payment as sent and answers the attempt's Idempotency-Key: a new one, unless the
 * attempt being repeated is the one whose outcome was never known (same method, card and plan),
 * which keeps its key so the server answers its first result instead of charging again. Null when
 * a charge is already on its way (a second press, or a second screen, cannot charge twice).
 */
export function beginPaying(quotationId: string, choice: PayChoice): string | null {
  const current = state.inPayment;
  if (!current || current.quotation.id !== quotationId || isBusy(current.phase) || current.phase === 'paid') return null;
  const attempt = current.attempt && sameChoice(current.attempt.choice, choice) ? current.attempt : { key: newAttemptKey(), choice };
  update({ inPayment: { ...current, phase: 'paying', error: null, attempt, verdict: null } });
  return attempt.key;
}

/** The charge was refused: back to choosing (what was chosen stays); the next attempt is a new one. */
export function paymentFailed(quotationId: string, error: string, options: { cardDeclined?: boolean } = {}): void {
  const current = state.inPayment;
  if (current?.quotation.id !== quotationId) return;
  update({
    inPayment: { ...current, phase: 'confirming', error, cardDeclined: options.cardDeclined ?? false, attempt: null, verdict: null },
  });
}

/** The charge was made: the dialog says "Pagado" until the customer closes it. */
export function paymentCompleted(quotationId: string, payment: Payment): void {
  const current = state.inPayment;
  if (current?.quotation.id !== quotationId) return;
  update({ inPayment: { ...current, phase: 'paid', error: null, attempt: null, verdict: null, payment } });
}

/** The bank asks for 3-D Secure: the page is leaving for it. */
export function paymentRedirecting(quotationId: string): void {
  const current = state.inPayment;
  if (current?.quotation.id === quotationId) update({ inPayment: { ...current, phase: 'redirecting', error: null } });
}

/** A fresher copy of the quotation in payment (e.g. after a 409 says a reference is pending). */
export function refreshQuotationInPayment(quotation: Quotation): void {
  const current = state.inPayment;
  if (current?.quotation.id === quotation.id) update({ inPayment: { ...current, quotation } });
}

/** The charge got no answer (or the server is still processing it): its outcome is being found out. */
export function paymentOutcomeUnknown(quotationId: string, check: PaymentCheck = 'lost-answer'): void {
  const current = state.inPayment;
  if (current?.quotation.id === quotationId) update({ inPayment: { ...current, phase: 'checking', check, error: null, verdict: null } });
}

/** What the check found; a paid verdict ends the attempt, the others keep it for a safe repeat. */
export function paymentChecked(quotationId: string, verdict: PaymentVerdict): void {
  const current = state.inPayment;
  if (current?.quotation.id !== quotationId) return;
  update({ inPayment: { ...current, phase: 'settled', verdict, attempt: verdict.kind === 'paid' ? null : current.attempt } });
}

/** Closes the payment; a payment being sent or checked cannot be closed. An attempt still unknown is kept for the next opening. */
export function closePayment(options: { force?: boolean } = {}): void {
  const current = state.inPayment;
  if (!current) return;
  if (isBusy(current.phase) && !options.force) return;
  const keep = current.phase === 'settled' && current.attempt !== null;
  update({
    inPayment: null,
    unresolved: keep
      ? { ...state.unresolved, [current.quotation.id]: { attempt: current.attempt, verdict: current.verdict } }
      : state.unresolved,
  });
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
/** Whether this quotation's charge is being sent: a row re-renders only when its own answer changes. */
export const useIsPayingQuotation = (quotationId: string) =>
  useQuotationStore((s) => s.inPayment?.quotation.id === quotationId && s.inPayment.phase === 'paying');
