// @vitest-environment node
import type { components } from '@/lib/api';
import {
  allowedAnswers,
  answerRefusal,
  canPayByHand,
  isChargedAutomatically,
  owedPart,
  payRefusal,
  quotationStage,
  QUOTATION_STAGES,
  type LifecycleFacts,
  type PayRefusingStage,
  type QuotationStage,
} from './quotation-lifecycle';

type Outcome = components['schemas']['QuotationDecisionOutcome'];
const answered = (outcome: Outcome) => ({ outcome });
const reference = { id: 'tr1', method: 'bank_account', due_date: '2026-12-01T23:59:59-06:00' };

const CASES: [string, LifecycleFacts, QuotationStage][] = [
  ['undecided', { status: 'pendiente', decision: null, pendingPayment: null }, 'pendiente'],
  ['accepted', { status: 'pendiente', decision: answered('aceptada') }, 'aceptada'],
  ['changes asked', { status: 'pendiente', decision: answered('cambios_solicitados') }, 'cambios_solicitados'],
  ['a reference waits', { status: 'pendiente', decision: null, pendingPayment: reference }, 'pago_en_proceso'],
  [
    'changes asked and a reference waits',
    { status: 'pendiente', decision: answered('cambios_solicitados'), pendingPayment: reference },
    'pago_en_proceso',
  ],
  ['paid', { status: 'pagada', decision: answered('aceptada') }, 'pagada'],
  ['expired', { status: 'vencida', decision: answered('cambios_solicitados') }, 'vencida'],
  ['cancelled', { status: 'cancelada', decision: null }, 'cancelada'],
  ['declined', { status: 'rechazada', decision: answered('rechazada') }, 'rechazada'],
  ['from a backend without decisions', { status: 'pendiente' }, 'pendiente'],
];

describe('quotationStage', () => {
  it.each(CASES)('%s', (_, quotation, stage) => {
    expect(quotationStage(quotation)).toBe(stage);
  });

  it('has no stage for a status the contract does not know (a newer backend)', () => {
    expect(quotationStage({ status: 'archivada' as never })).toBeNull();
    expect(canPayByHand({ status: 'archivada' as never })).toBe(false);
    expect(allowedAnswers({ status: 'archivada' as never, decision: null })).toEqual([]);
  });

  it('covers every stage the contract declares', () => {
    expect(new Set(CASES.map(([, , stage]) => stage))).toEqual(new Set(QUOTATION_STAGES));
  });
});

describe('what each stage allows', () => {
  it('never charges automatically a quotation the customer asked to change, nor one waiting for a reference', () => {
    expect(isChargedAutomatically({ status: 'pendiente', decision: answered('cambios_solicitados') })).toBe(false);
    expect(isChargedAutomatically({ status: 'pendiente', decision: null, pendingPayment: reference })).toBe(false);
    expect(isChargedAutomatically({ status: 'pendiente', decision: answered('aceptada') })).toBe(true);
    expect(isChargedAutomatically({ status: 'pendiente', decision: null })).toBe(true);
  });

  it('lets the customer pay by hand the version they asked to change, and refuses what cannot be paid with its 409', () => {
    expect(canPayByHand({ status: 'pendiente', decision: answered('cambios_solicitados') })).toBe(true);
    expect(payRefusal({ status: 'pendiente', decision: answered('cambios_solicitados') })).toBeNull();
    expect(payRefusal({ status: 'pendiente', decision: null, pendingPayment: reference })).toBe('PaymentReferencePendingError');
    expect(payRefusal({ status: 'rechazada', decision: answered('rechazada') })).toBe('QuotationDeclinedPayError');
    expect(payRefusal({ status: 'cancelada' })).toBe('QuotationCancelledError');
  });

  it('counts what is owed by stage: por pagar, en proceso, vencido; nothing for paid, cancelled or declined', () => {
    expect(owedPart({ status: 'pendiente', decision: answered('cambios_solicitados') })).toBe('pending');
    expect(owedPart({ status: 'pendiente', pendingPayment: reference })).toBe('inProcess');
    expect(owedPart({ status: 'vencida' })).toBe('overdue');
    expect(owedPart({ status: 'pagada' })).toBeNull();
    expect(owedPart({ status: 'rechazada' })).toBeNull();
  });
});

describe('answers', () => {
  it('offers every answer to an undecided quotation', () => {
    expect(allowedAnswers({ status: 'pendiente', decision: null })).toEqual(['aceptada', 'rechazada', 'cambios_solicitados']);
  });

  it('lets the customer accept or decline after asking for changes, until the business reissues it', () => {
    const changed = { status: 'pendiente', decision: answered('cambios_solicitados') } as const;
    expect(allowedAnswers(changed)).toEqual(['aceptada', 'rechazada']);
    expect(answerRefusal(changed, 'cambios_solicitados')).toBe('alreadyAnswered');
  });

  it('keeps accepting final', () => {
    expect(allowedAnswers({ status: 'pendiente', decision: answered('aceptada') })).toEqual([]);
    expect(answerRefusal({ status: 'pendiente', decision: answered('aceptada') }, 'rechazada')).toBe('alreadyAnswered');
  });

  it('refuses declining while a reference waits for its money, and anything once it is not pending', () => {
    expect(allowedAnswers({ status: 'pendiente', decision: null, pendingPayment: reference })).toEqual(['aceptada', 'cambios_solicitados']);
    expect(answerRefusal({ status: 'pendiente', decision: null, pendingPayment: reference }, 'rechazada')).toBe('referenceWaits');
    expect(answerRefusal({ status: 'vencida', decision: null }, 'aceptada')).toBe('notAnswerable');
  });

  it('offers nothing on a backend that predates answering (no decision field)', () => {
    expect(allowedAnswers({ status: 'pendiente' })).toEqual([]);
  });
});

describe('a stage added to the contract', () => {
  it('must be handled wherever the app keeps a table by stage', () => {
    // @ts-expect-error a table by stage without 'pago_en_proceso' does not compile
    const tones: Record<QuotationStage, string> = {
      pendiente: 'warning',
      aceptada: 'info',
      cambios_solicitados: 'info',
      pagada: 'success',
      vencida: 'danger',
      cancelada: 'neutral',
      rechazada: 'neutral',
    };
    expect(Object.keys(tones)).toHaveLength(QUOTATION_STAGES.length - 1);
  });

  it('that refuses payment must be explained wherever a screen says why it cannot be paid', () => {
    // @ts-expect-error a table of refusals without 'rechazada' does not compile (QuotationDetailPage's NOT_PAYABLE is one)
    const why: Record<PayRefusingStage, string> = {
      pagada: 'ya está pagada',
      vencida: 'venció',
      cancelada: 'fue cancelada',
      pago_en_proceso: 'tiene una referencia',
    };
    expect(Object.keys(why)).toHaveLength(4);
  });
});
