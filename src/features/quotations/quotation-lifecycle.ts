// A quotation's lifecycle, as the contract declares it (Quotation.x-lifecycle in openapi.yaml,
// generated into quotation-lifecycle.generated.ts): its stage, and what that stage allows. The one
// place these rules are read, by the screens, the development API (scripts/dev-api) and
// contract:verify alike. Plain TypeScript with type-only imports, so Node runs it through tsx.
// See docs/quotation-lifecycle.md.
import type { components } from '@/lib/api/schema';
import { ANSWERS_AFTER, REFUSED_WHILE_REFERENCE_WAITS, STAGES } from './quotation-lifecycle.generated';

type Schemas = components['schemas'];
type DecisionOutcome = Schemas['QuotationDecisionOutcome'];

export type QuotationStage = keyof typeof STAGES;
/** Where a quotation counts in what is owed (GET /customers/me/balance): por pagar, en proceso, vencido. */
export type OwedPart = NonNullable<(typeof STAGES)[QuotationStage]['owed']>;

interface StageRule {
  readonly label: string;
  readonly when: { readonly status: Schemas['QuotationStatus']; readonly decision?: DecisionOutcome; readonly pendingPayment?: boolean };
  readonly payByHand: boolean;
  /** The contract's 409 example a payment of it answers (none when it can be paid). */
  readonly payRefusal?: string;
  readonly chargeAutomatically: boolean;
  readonly answerable: boolean;
  readonly owed: 'pending' | 'inProcess' | 'overdue' | null;
  readonly invoice: boolean;
}
// The generated table must keep this shape: a stage the contract adds without its rules fails here.
const RULES: Record<QuotationStage, StageRule> = STAGES satisfies Record<string, StageRule>;
const ANSWERS: Record<DecisionOutcome | 'none', readonly DecisionOutcome[]> = ANSWERS_AFTER;
const WHILE_REFERENCE_WAITS: readonly DecisionOutcome[] = REFUSED_WHILE_REFERENCE_WAITS;

/** The stages in the contract's match order. */
export const QUOTATION_STAGES = Object.keys(RULES) as QuotationStage[];

/**
 * What the lifecycle reads of a quotation. `decision` is undefined on a backend that predates
 * answering (the app then offers no answer); `pendingPayment` may be absent or null.
 */
export interface LifecycleFacts {
  status: Schemas['QuotationStatus'];
  decision?: { outcome: DecisionOutcome } | null;
  pendingPayment?: unknown;
}

/** The first stage whose `when` matches; an unknown status (a newer backend) has none. */
export function quotationStage(quotation: LifecycleFacts): QuotationStage | null {
  const outcome = quotation.decision?.outcome;
  const waits = quotation.pendingPayment !== undefined && quotation.pendingPayment !== null;
  for (const stage of QUOTATION_STAGES) {
    const { when } = RULES[stage];
    if (when.status !== quotation.status) continue;
    if (when.decision !== undefined && when.decision !== outcome) continue;
    if (when.pendingPayment !== undefined && when.pendingPayment !== waits) continue;
    return stage;
  }
  return null;
}

const rulesOf = (quotation: LifecycleFacts): StageRule | null => {
  const stage = quotationStage(quotation);
  return stage ? RULES[stage] : null;
};

/** The stage's Spanish label («Cambios solicitados»), as the contract gives it. */
export const stageLabel = (stage: QuotationStage): string => RULES[stage].label;

/** Whether the customer can pay it now (`payQuotation`); otherwise the API answers 409. */
export const canPayByHand = (quotation: LifecycleFacts): boolean => rulesOf(quotation)?.payByHand ?? false;

/** The contract's 409 example for paying it, or null when it can be paid. */
export const payRefusal = (quotation: LifecycleFacts): string | null => rulesOf(quotation)?.payRefusal ?? null;

/** Whether automatic payment charges it on its last day: never a quotation the customer asked to change. */
export const isChargedAutomatically = (quotation: LifecycleFacts): boolean => rulesOf(quotation)?.chargeAutomatically ?? false;

/** Which part of what is owed it counts in; null when it owes nothing (paid, cancelled, declined). */
export const owedPart = (quotation: LifecycleFacts): OwedPart | null => rulesOf(quotation)?.owed ?? null;

/** Why `outcome` cannot be given now, or null when it can. */
export type AnswerRefusal = 'notAnswerable' | 'alreadyAnswered' | 'referenceWaits';

/** Why decideQuotation refuses `outcome` on this quotation (the API's 409), or null. */
export function answerRefusal(quotation: LifecycleFacts, outcome: DecisionOutcome): AnswerRefusal | null {
  if (!rulesOf(quotation)?.answerable) return 'notAnswerable';
  if (!ANSWERS[quotation.decision?.outcome ?? 'none'].includes(outcome)) return 'alreadyAnswered';
  if (quotation.pendingPayment !== undefined && quotation.pendingPayment !== null && WHILE_REFERENCE_WAITS.includes(outcome))
    return 'referenceWaits';
  return null;
}

/**
 * The answers the customer can give now, in the contract's order. None on a backend that
 * predates answering (no `decision` field), rather than buttons that would answer 404.
 */
export function allowedAnswers(quotation: LifecycleFacts): DecisionOutcome[] {
  if (quotation.decision === undefined) return [];
  return ANSWERS.none.filter((outcome) => answerRefusal(quotation, outcome) === null);
}
