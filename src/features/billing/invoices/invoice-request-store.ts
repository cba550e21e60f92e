// Which payment's invoice dialog is open. Historial's screens (payments) open it; the dialog
// (invoices) is mounted once around them by src/app. A module-level store so the two features meet
// here without importing each other.
import { useSyncExternalStore } from 'react';
import { createExternalStore } from '@/lib/external-store';
import type { Payment } from '@/features/billing/payments/types';

/**
 * request: ask for the invoice (none yet, or a refused one); correct: replace a vigente one
 * (substitution, within its cancellation deadline); reissue: past that deadline, offset it with a
 * credit note and issue a new one.
 */
export type InvoiceRequestMode = 'request' | 'correct' | 'reissue';

/** Each mode's words: the dialog's title and the button that opens or sends it. */
export const INVOICE_REQUEST_TITLES: Readonly<Record<InvoiceRequestMode, string>> = {
  request: 'Solicitar factura',
  correct: 'Corregir factura',
  reissue: 'Corregir con nota de crédito',
};

export interface InvoiceRequestTarget {
  payment: Payment;
  mode: InvoiceRequestMode;
}

const target = createExternalStore<InvoiceRequestTarget | null>(null);

export function openInvoiceRequest(next: InvoiceRequestTarget): void {
  target.set(next);
}

export function closeInvoiceRequest(): void {
  target.set(null);
}

export function useInvoiceRequestTarget(): InvoiceRequestTarget | null {
  return useSyncExternalStore(target.subscribe, target.get, target.get);
}

let preloader: () => void = () => {};

/** The dialog's host says how to load its code early (it owns the lazy import). */
export function setInvoiceRequestPreloader(next: () => void): () => void {
  preloader = next;
  return () => {
    if (preloader === next) preloader = () => {};
  };
}

/** Intent (hover, press start) on a button that opens the dialog: start loading its code. */
export function preloadInvoiceRequest(): void {
  preloader();
}
