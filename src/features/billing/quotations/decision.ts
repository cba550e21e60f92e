// The customer's answer to a quotation: who may answer which quotation, and how an answer
// reads on screen. Small and free of UI code: the quotation's page and Inicio both use it.
import type { components } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { isolate } from '@/lib/server-text';

export type QuotationDecision = components['schemas']['QuotationDecision'];
export type DecisionOutcome = components['schemas']['QuotationDecisionOutcome'];
export type DeclineReason = components['schemas']['QuotationDeclineReason'];
export type DecideQuotationBody = components['schemas']['DecideQuotationRequest'];

/** The reasons to decline, in the order the dialog offers them, with their Spanish labels. */
export const DECLINE_REASONS: readonly { id: DeclineReason; label: string }[] = [
  { id: 'precio', label: 'Precio' },
  { id: 'alcance', label: 'Alcance del trabajo' },
  { id: 'tiempos', label: 'Tiempos de entrega' },
  { id: 'otro_proveedor', label: 'Elegí otro proveedor' },
  { id: 'otro', label: 'Otro motivo' },
];

export function declineReasonLabel(reason: DeclineReason | null | undefined): string {
  return DECLINE_REASONS.find((r) => r.id === reason)?.label ?? 'Otro motivo';
}

/** The decision as one sentence: what was decided, when, and the reason or comment (server text, `isolate()`d). */
export function decisionSentence(decision: QuotationDecision): string {
  const when = formatDateTime(decision.decidedAt);
  const comment = decision.comment ? ` — «${isolate(decision.comment)}»` : '';
  switch (decision.outcome) {
    case 'aceptada':
      return `Aceptaste esta cotización el ${when}.`;
    case 'rechazada':
      return `Rechazada: ${declineReasonLabel(decision.reason)}${comment}`;
    case 'cambios_solicitados':
    default:
      return `Pediste cambios: «${isolate(decision.comment ?? '')}»`;
  }
}

/** The body the API takes for an outcome: only the fields that outcome takes, the comment trimmed. */
export function decisionBody(outcome: DecisionOutcome, reason: DeclineReason | null, comment: string): DecideQuotationBody {
  const text = comment.trim();
  if (outcome === 'aceptada') return { outcome };
  if (outcome === 'rechazada') return { outcome, reason: reason ?? 'otro', ...(text ? { comment: text } : {}) };
  return { outcome, comment: text };
}
