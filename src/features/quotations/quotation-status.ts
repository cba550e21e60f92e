// How a quotation's status reads on screen (Spanish label and badge tone).
import type { BadgeTone } from '@/components/ui/Badge';
import type { Quotation, QuotationStatus } from './types';

interface StatusDisplay {
  label: string;
  /** Plural, for filters and counts ("Pendientes"). */
  plural: string;
  tone: BadgeTone;
}

const DISPLAY: Record<QuotationStatus, StatusDisplay> = {
  pendiente: { label: 'Pendiente', plural: 'Pendientes', tone: 'warning' },
  pagada: { label: 'Pagada', plural: 'Pagadas', tone: 'success' },
  vencida: { label: 'Vencida', plural: 'Vencidas', tone: 'danger' },
  cancelada: { label: 'Cancelada', plural: 'Canceladas', tone: 'neutral' },
  // Declined by the customer (issue 32): its own tab, never among the pending ones.
  rechazada: { label: 'Rechazada', plural: 'Rechazadas', tone: 'neutral' },
};

export const QUOTATION_STATUSES = Object.keys(DISPLAY) as QuotationStatus[];

/**
 * Typed by the contract's enum. Answers outside it are refused by the client (lib/api/response-shape),
 * so the neutral fallback, which shows an unknown status as itself, is a last guard, not a path.
 */
export function quotationStatusDisplay(status: QuotationStatus): StatusDisplay {
  return DISPLAY[status] ?? { label: status || 'Desconocido', plural: status || 'Desconocido', tone: 'neutral' };
}

/** Only a pending quotation can be paid. */
export function isPayable(quotation: { status: QuotationStatus }): boolean {
  return quotation.status === 'pendiente';
}

/**
 * The answer of a pending quotation as a badge beside its status ("Aceptada", "Cambios solicitados");
 * null when the status already says it. Here, not in decision.ts: Inicio's first load needs only this.
 */
export function decisionBadgeLabel(quotation: Pick<Quotation, 'status' | 'decision'>): string | null {
  if (quotation.status !== 'pendiente' || !quotation.decision) return null;
  const { outcome } = quotation.decision;
  return outcome === 'aceptada' ? 'Aceptada' : outcome === 'cambios_solicitados' ? 'Cambios solicitados' : null;
}
