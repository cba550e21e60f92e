// A quotation's lifecycle, as the contract declares it (Quotation.x-lifecycle in openapi.yaml,
// generated into quotation-lifecycle.generated.ts): its stage, and what that stage allows. The one
// place these rules are read, by the screens, the development API (scripts/dev-api) and
// contract:verify alike. Plain TypeScript with type-only imports, so Node runs it through tsx.
// See docs/quotation-lifecycle.md.
import type { components } from '@/lib/api/schema';
import {
  ANSWERABLE,
  ANSWERS_AFTER,
  CHARGE_AUTOMATICALLY,
  DAYS,
  LABEL,
  OWED,
  PAY_BY_HAND,
  PAY_REFUSAL,
  REFUSED_WHILE_REFERENCE_WAITS,
  STAGES,
  WHEN,
} from './quotation-lifecycle.generated';

type Schemas = components['schemas'];
type DecisionOutcome = Schemas['QuotationDecisionOutcome'];

export type QuotationStage = (typeof STAGES)[number];
/** The stages in which paying by hand is refused (each with its 409): a screen says why, by stage. */
export type PayRefusingStage = keyof typeof PAY_REFUSAL;
/** Where a quotation counts in what is owed (GET /customers/me/balance): por pagar, en proceso, vencido. */
export type OwedPart = 'pending' | 'inProcess' | 'overdue';

// Each generated table must cover every stage with a value of its rule's type: a stage the contract
// adds without one of its rules, or a rule with a value the code does not know, fails here.
type ByStage<T> = Readonly<Record<QuotationStage, T>>;
type When = { readonly status: Schemas['QuotationStatus']; readonly decision?: DecisionOutcome; readonly pendingPayment?: boolean };
const STAGE_WHEN: ByStage<When> = WHEN;
const STAGE_LABEL: ByStage<string> = LABEL;
const STAGE_PAY_BY_HAND: ByStage<boolean> = PAY_BY_HAND;
/** The contract's 409 example a payment of it answers; none for a stage that can be paid. */
const STAGE_PAY_REFUSAL: Readonly<Partial<Record<QuotationStage, string>>> = PAY_REFUSAL;
const STAGE_CHARGE_AUTOMATICALLY: ByStage<boolean> = CHARGE_AUTOMATICALLY;
const STAGE_ANSWERABLE: ByStage<boolean> = ANSWERABLE;
const STAGE_OWED: ByStage<OwedPart | null> = OWED;
const ANSWERS: Readonly<Record<DecisionOutcome | 'none', readonly DecisionOutcome[]>> = ANSWERS_AFTER;
const WHILE_REFERENCE_WAITS: readonly DecisionOutcome[] = REFUSED_WHILE_REFERENCE_WAITS;

/** The stages in the contract's match order. */
export const QUOTATION_STAGES: readonly QuotationStage[] = STAGES;

/** Calendar days before the charge that the automatic-payment notice is e-mailed (LFPC Art. 76 Bis). */
export const AUTO_PAYMENT_NOTICE_DAYS: number = DAYS.autoPaymentNotice;
/** Days before a quotation's last day that the dueSoon reminder is e-mailed. */
export const DUE_SOON_REMINDER_DAYS: number = DAYS.dueSoonReminder;

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
  return (
    QUOTATION_STAGES.find((stage) => {
      const when = STAGE_WHEN[stage];
      return (
        when.status === quotation.status &&
        (when.decision === undefined || when.decision === outcome) &&
        (when.pendingPayment === undefined || when.pendingPayment === waits)
      );
    }) ?? null
  );
}

/** A rule of the quotation's stage; `otherwise` when it has none (a status the contract does not know). */
function ruleOf<T>(table: Readonly<Partial<Record<QuotationStage, T>>>, quotation: LifecycleFacts, otherwise: T): T {
  const stage = quotationStage(quotation);
  return stage ? (table[stage] ?? otherwise) : otherwise;
}

/** The stage's Spanish label («Cambios solicitados»), as the contract gives it. */
export const stageLabel = (stage: QuotationStage): string => STAGE_LABEL[stage];

/** Whether the customer can pay it now (`payQuotation`); otherwise the API answers 409. */
export const canPayByHand = (quotation: LifecycleFacts): boolean => ruleOf(STAGE_PAY_BY_HAND, quotation, false);

/** The contract's 409 example for paying it, or null when it can be paid. */
export const payRefusal = (quotation: LifecycleFacts): string | null => ruleOf(STAGE_PAY_REFUSAL, quotation, null);

/** Whether automatic payment charges it on its last day: never a quotation the customer asked to change. */
export const isChargedAutomatically = (quotation: LifecycleFacts): boolean => ruleOf(STAGE_CHARGE_AUTOMATICALLY, quotation, false);

/** Which part of what is owed it counts in; null when it owes nothing (paid, cancelled, declined). */
export const owedPart = (quotation: LifecycleFacts): OwedPart | null => ruleOf(STAGE_OWED, quotation, null);

/** Why `outcome` cannot be given now, or null when it can. */
export type AnswerRefusal = 'notAnswerable' | 'alreadyAnswered' | 'referenceWaits';

/** Why decideQuotation refuses `outcome` on this quotation (the API's 409), or null. */
export function answerRefusal(quotation: LifecycleFacts, outcome: DecisionOutcome): AnswerRefusal | null {
  if (!ruleOf(STAGE_ANSWERABLE, quotation, false)) return 'notAnswerable';
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
