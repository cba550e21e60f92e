// Money arithmetic for quotations, in whole cents so that sums are exact
// (0.1 + 0.2 must not become 0.30000000000000004 in a total).
import { compareInstants } from '@/lib/dates';
import type { Quotation, QuotationLineItem } from './types';

const IVA_RATE = 0.16;

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

function fromCents(cents: number): number {
  return cents / 100;
}

/** quantity × unit price, rounded to cents. */
export function lineAmount(item: Pick<QuotationLineItem, 'quantity' | 'unitPrice'>): number {
  // Round the unit price to cents first: prices are quoted with at most 2 decimals.
  return fromCents(Math.round(item.quantity * toCents(item.unitPrice)));
}

export interface Totals {
  subtotal: number;
  tax: number;
  total: number;
}

/** Subtotal (sum of lines), IVA on the subtotal (rounded to cents) and total. */
export function computeTotals(items: readonly Pick<QuotationLineItem, 'quantity' | 'unitPrice'>[], taxRate = IVA_RATE): Totals {
  const subtotal = items.reduce((sum, item) => sum + Math.round(item.quantity * toCents(item.unitPrice)), 0);
  const tax = Math.round(subtotal * taxRate);
  return { subtotal: fromCents(subtotal), tax: fromCents(tax), total: fromCents(subtotal + tax) };
}

/** True when the server's subtotal, IVA and total agree with the lines (to the cent). */
export function totalsAddUp(quotation: Pick<Quotation, 'items' | 'subtotal' | 'tax' | 'total' | 'taxRate'>): boolean {
  const expected = computeTotals(quotation.items, quotation.taxRate);
  return (
    toCents(expected.subtotal) === toCents(quotation.subtotal) &&
    toCents(expected.tax) === toCents(quotation.tax) &&
    toCents(expected.total) === toCents(quotation.total)
  );
}

/** Exact sum of amounts. */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/** "16 %" for 0.16 (es-MX writes a space before %). */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 10000) / 100} %`;
}

export interface QuotationSummary {
  pendingAmount: number;
  pendingCount: number;
  /** The pending quotation whose validity ends first. */
  nextDue: Quotation | null;
}

export function summarizeQuotations(quotations: readonly Quotation[]): QuotationSummary {
  const pending = quotations.filter((q) => q.status === 'pendiente');
  // validUntil is a day ("2026-11-30"), whose text order is its calendar order; createdAt is an instant.
  const nextDue =
    [...pending].sort((a, b) => a.validUntil.localeCompare(b.validUntil) || compareInstants(a.createdAt, b.createdAt))[0] ?? null;
  return {
    pendingAmount: sumAmounts(pending.map((q) => q.total)),
    pendingCount: pending.length,
    nextDue,
  };
}

/** Newest first by creation time, whatever order the server used; an unreadable createdAt goes last. */
export function newestFirst(quotations: readonly Quotation[]): Quotation[] {
  return [...quotations].sort((a, b) => compareInstants(b.createdAt, a.createdAt));
}
