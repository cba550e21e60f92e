// The dialog that answers a quotation, loaded on demand (QuotationDecisionSection): for a decline,
// the reason and an optional comment; for changes, the comment; then a confirmation step that says
// what will be sent. The outcome is the server's: a 409 shows its message (the page behind has
// re-read the quotation), a lost answer is checked against the quotation before anything is said,
// and what was typed stays (in the section's draft) whatever happens.
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Dialog, DialogActions, DialogTitle, Modal } from '@/components/ui/Dialog';
import { Description, FieldError, Label } from '@/components/ui/Field';
import { TextArea } from '@/components/ui/TextArea';
import { RadioCard, RadioGroup } from '@/components/ui/RadioGroup';
import { TextFieldBase } from '@/components/ui/TextField';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { formatMoney } from '@/lib/format';
import { isolate } from '@/lib/server-text';
import { toast } from '@/lib/toast';
import { useDecideQuotation, type DecideResult } from '../api/decide-quotation';
import { DECLINE_REASONS, declineReasonLabel, decisionBody, type DecisionOutcome, type DeclineReason } from '../decision';
import type { Quotation } from '../types';

export interface DecisionDraft {
  reason: DeclineReason | null;
  declineComment: string;
  changesComment: string;
}

interface Props {
  quotation: Quotation;
  /** The answer being given; null closes the dialog. */
  outcome: DecisionOutcome | null;
  draft: DecisionDraft;
  onDraftChange: (draft: DecisionDraft) => void;
  onClose: () => void;
  onDecided: () => void;
}

const COMMENT_MAX = FIELD_LIMITS.DecideQuotationRequest.comment.maxLength;

const TITLES: Record<DecisionOutcome, string> = {
  aceptada: 'Aceptar la cotización',
  rechazada: 'Rechazar la cotización',
  cambios_solicitados: 'Pedir cambios',
};
const CONFIRM: Record<DecisionOutcome, string> = {
  aceptada: 'Aceptar cotización',
  rechazada: 'Rechazar cotización',
  cambios_solicitados: 'Enviar solicitud',
};

export function DecideQuotationDialog({ outcome, onClose, ...rest }: Props) {
  // The last answer stays drawn while the dialog animates out.
  const [shown, setShown] = useState(outcome);
  const [previous, setPrevious] = useState<DecisionOutcome | null>(null);
  // Each opening starts at its first step.
  const [opening, setOpening] = useState(0);
  if (outcome !== previous) {
    setPrevious(outcome);
    if (outcome !== null) {
      setShown(outcome);
      setOpening((n) => n + 1);
    }
  }
  const [pending, setPending] = useState(false);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal isOpen={outcome !== null} onOpenChange={(open) => !open && close()} isDismissable={!pending} isKeyboardDismissDisabled={pending}>
      <Dialog>
        {shown && <DecisionSteps key={`${shown}-${opening}`} outcome={shown} onClose={close} onPendingChange={setPending} {...rest} />}
      </Dialog>
    </Modal>
  );
}

type Step = 'form' | 'confirm' | 'conflict';

function DecisionSteps({
  quotation,
  outcome,
  draft,
  onDraftChange,
  onClose,
  onDecided,
  onPendingChange,
}: Omit<Props, 'outcome' | 'onClose'> & { outcome: DecisionOutcome; onClose: () => void; onPendingChange: (pending: boolean) => void }) {
  const { decide, check, isPending: isSending } = useDecideQuotation(quotation.id);
  const [step, setStep] = useState<Step>(outcome === 'aceptada' ? 'confirm' : 'form');
  const [problem, setProblem] = useState<string | null>(null);
  // The answer may have been recorded and the quotation could not be read: «Revisar», not a second answer.
  const [unknown, setUnknown] = useState(false);
  const [checking, setChecking] = useState(false);
  const isPending = isSending || checking;
  const [errors, setErrors] = useState<{ reason?: string; comment?: string }>({});
  const comment = outcome === 'rechazada' ? draft.declineComment : draft.changesComment;
  const setComment = (value: string) =>
    onDraftChange(outcome === 'rechazada' ? { ...draft, declineComment: value } : { ...draft, changesComment: value });

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

  const total = formatMoney(quotation.total, { forceDecimals: true });
  return (
    <>
      <DialogTitle>
        {TITLES[outcome]} <span className="unbroken">{quotation.folio}</span>
      </DialogTitle>
      {step === 'form' && (
        <form
          className="mt-4 flex flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            toConfirm();
          }}
        >
          {outcome === 'rechazada' && (
            <RadioGroup
              label="Motivo"
              value={draft.reason}
              onChange={(value) => onDraftChange({ ...draft, reason: value as DeclineReason })}
              isInvalid={Boolean(errors.reason)}
              validationBehavior="aria"
              isRequired
            >
              {DECLINE_REASONS.map((reason) => (
                <RadioCard key={reason.id} value={reason.id}>
                  <span className="text-sm text-slate-900">{reason.label}</span>
                </RadioCard>
              ))}
              <FieldError>{errors.reason}</FieldError>
            </RadioGroup>
          )}
          <TextFieldBase
            value={comment}
            onChange={setComment}
            maxLength={COMMENT_MAX}
            isRequired={outcome === 'cambios_solicitados'}
            isInvalid={Boolean(errors.comment)}
            validationBehavior="aria"
          >
            <Label>{outcome === 'rechazada' ? 'Comentario (opcional)' : '¿Qué cambios necesitas?'}</Label>
            <TextArea rows={4} className="resize-y" autoFocus={outcome === 'cambios_solicitados'} />
            <Description>
              {outcome === 'rechazada' ? 'Tu asesor lo leerá.' : 'Tu asesor emitirá una nueva versión con ellos.'} Máximo {COMMENT_MAX}{' '}
              caracteres.
            </Description>
            <FieldError>{errors.comment}</FieldError>
          </TextFieldBase>
          {problem && (
            <Callout role="alert" tone="danger">
              <p>{problem}</p>
            </Callout>
          )}
          <DialogActions className="mt-1">
            <Button variant="secondary" onPress={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Continuar</Button>
          </DialogActions>
        </form>
      )}
      {step === 'confirm' && (
        <>
          <div className="mt-3 flex flex-col gap-2 text-sm leading-6 text-slate-700">
            {outcome === 'aceptada' && (
              <p>
                Confirmas que aceptas «<bdi>{quotation.concept}</bdi>» por {total}. Podrás pagarla como hasta ahora.
              </p>
            )}
            {outcome === 'rechazada' && (
              <>
                <p>
                  Motivo: <strong>{declineReasonLabel(draft.reason)}</strong>
                  {comment.trim() && (
                    <>
                      {' '}
                      — «<bdi>{comment.trim()}</bdi>»
                    </>
                  )}
                </p>
                <p>Una vez rechazada ya no podrás pagarla, salvo que tu asesor la emita de nuevo.</p>
              </>
            )}
            {outcome === 'cambios_solicitados' && (
              <>
                <p>
                  Enviarás a tu asesor: «<bdi>{comment.trim()}</bdi>»
                </p>
                <p>
                  La cotización seguirá pendiente mientras tu asesor emite la nueva versión: no la cobraremos automáticamente, y podrás
                  pagarla, aceptarla o rechazarla si lo prefieres.
                </p>
              </>
            )}
            {outcome !== 'cambios_solicitados' && <p>No podrás cambiar tu respuesta desde aquí.</p>}
          </div>
          {problem && (
            <Callout role="alert" tone={unknown ? 'warning' : 'danger'} className="mt-4">
              <p>{problem}</p>
            </Callout>
          )}
          <DialogActions>
            <Button
              variant="secondary"
              isDisabled={isPending}
              onPress={() => (outcome === 'aceptada' || unknown ? onClose() : (setProblem(null), setStep('form')))}
            >
              {unknown ? 'Cerrar' : outcome === 'aceptada' ? 'Cancelar' : 'Volver'}
            </Button>
            {unknown ? (
              <Button isPending={checking} onPress={() => void recheck()}>
                Revisar
              </Button>
            ) : (
              <Button variant={outcome === 'rechazada' ? 'danger' : 'primary'} isPending={isSending} onPress={() => void send()}>
                {CONFIRM[outcome]}
              </Button>
            )}
          </DialogActions>
        </>
      )}
      {step === 'conflict' && (
        <>
          <Callout role="alert" tone="warning" className="mt-4">
            <p>{problem}</p>
          </Callout>
          <p className="mt-3 text-sm text-slate-600">Actualizamos la cotización con lo que tiene el servidor.</p>
          <DialogActions>
            <Button autoFocus onPress={onClose}>
              Cerrar
            </Button>
          </DialogActions>
        </>
      )}
    </>
  );
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
