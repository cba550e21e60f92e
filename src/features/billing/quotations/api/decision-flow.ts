// The flow of answering a quotation (DecideQuotationDialog is its view): the form's checks, the
// step shown, sending the answer and what the dialog says after it. The outcome is the server's: a
// 409 moves to the conflict step (the page behind re-read the quotation), a lost answer is checked
// against the quotation before anything is said, and an unknown outcome offers «Revisar», never a
// second answer. What was typed lives in the section's draft, whatever happens.
import { useState } from 'react';
import { isolate } from '@/lib/server-text';
import { toast } from '@/lib/toast';
import { decisionBody, type DecisionOutcome, type DeclineReason } from '../decision';
import type { Quotation } from '../types';
import { useDecideQuotation, type DecideResult } from './decide-quotation';

export interface DecisionDraft {
  reason: DeclineReason | null;
  declineComment: string;
  changesComment: string;
}

export type DecisionStep = 'form' | 'confirm' | 'conflict';

export interface DecisionFlowOptions {
  quotation: Quotation;
  outcome: DecisionOutcome;
  draft: DecisionDraft;
  onDraftChange: (draft: DecisionDraft) => void;
  onDecided: () => void;
  onPendingChange: (pending: boolean) => void;
}

export function useDecisionFlow({ quotation, outcome, draft, onDraftChange, onDecided, onPendingChange }: DecisionFlowOptions) {
  const { decide, check, isPending: isSending } = useDecideQuotation(quotation.id);
  const [step, setStep] = useState<DecisionStep>(outcome === 'aceptada' ? 'confirm' : 'form');
  const [problem, setProblem] = useState<string | null>(null);
  // The answer may have been recorded and the quotation could not be read: «Revisar», not a second answer.
  const [unknown, setUnknown] = useState(false);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; comment?: string }>({});
  const comment = outcome === 'rechazada' ? draft.declineComment : draft.changesComment;
  const setComment = (value: string) =>
    onDraftChange(outcome === 'rechazada' ? { ...draft, declineComment: value } : { ...draft, changesComment: value });
  const setReason = (reason: DeclineReason) => onDraftChange({ ...draft, reason });

  const toConfirm = () => {
    const next = {
      reason: outcome === 'rechazada' && !draft.reason ? 'Elige un motivo.' : undefined,
      comment: outcome === 'cambios_solicitados' && comment.trim() === '' ? 'Describe los cambios que necesitas.' : undefined,
    };
    setErrors(next);
    if (next.reason || next.comment) return;
    setProblem(null);
    setStep('confirm');
  };

  const backToForm = () => {
    setProblem(null);
    setStep('form');
  };

  const run = async (attempt: () => Promise<DecideResult>) => {
    setProblem(null);
    onPendingChange(true);
    let result: DecideResult;
    try {
      result = await attempt();
    } finally {
      onPendingChange(false);
    }
    setUnknown(result.kind === 'unconfirmed');
    switch (result.kind) {
      case 'decided':
      case 'recorded-anyway':
        toast.success(successMessage(outcome, isolate(quotation.folio), result.kind === 'recorded-anyway'));
        onDecided();
        return;
      case 'invalid':
        setErrors(result.fields);
        setProblem(result.message);
        if (outcome !== 'aceptada') setStep('form');
        return;
      case 'conflict':
        setProblem(result.message);
        setStep('conflict');
        return;
      case 'not-recorded':
      case 'unconfirmed':
      case 'refused':
        setProblem(result.message);
    }
  };
  const body = () => decisionBody(outcome, draft.reason, comment);
  const send = () => run(() => decide(body()));
  const recheck = async () => {
    setChecking(true);
    try {
      await run(() => check(body()));
    } finally {
      setChecking(false);
    }
  };

  return {
    step,
    problem,
    unknown,
    errors,
    comment,
    setComment,
    setReason,
    isSending,
    checking,
    isPending: isSending || checking,
    toConfirm,
    backToForm,
    send,
    recheck,
  };
}

function successMessage(outcome: DecisionOutcome, folio: string, afterCheck: boolean): string {
  const prefix = afterCheck ? 'Confirmamos que ' : '';
  switch (outcome) {
    case 'aceptada':
      return `${prefix}${afterCheck ? 'aceptaste' : 'Aceptaste'} la cotización ${folio}.`;
    case 'rechazada':
      return `${prefix}${afterCheck ? 'rechazaste' : 'Rechazaste'} la cotización ${folio}.`;
    case 'cambios_solicitados':
    default:
      return `${prefix}${afterCheck ? 'enviamos' : 'Enviamos'} tu solicitud de cambios de la cotización ${folio}.`;
  }
}
