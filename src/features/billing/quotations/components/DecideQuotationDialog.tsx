// The dialog that answers a quotation, loaded on demand (QuotationDecisionSection): for a decline,
// the reason and an optional comment; for changes, the comment; then a confirmation step that says
// what will be sent. The flow (checks, sending, a 409, a lost answer checked before anything is said)
// is api/decision-flow.ts; this is its view.
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
import { useDecisionFlow, type DecisionDraft } from '../api/decision-flow';
import { DECLINE_REASONS, declineReasonLabel, type DecisionOutcome, type DeclineReason } from '../decision';
import type { Quotation } from '../types';

export type { DecisionDraft } from '../api/decision-flow';

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

type StepsProps = Omit<Props, 'outcome' | 'onClose'> & {
  outcome: DecisionOutcome;
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
};

function DecisionSteps({ onClose, ...options }: StepsProps) {
  const { quotation, outcome, draft } = options;
  const flow = useDecisionFlow(options);
  const { step, problem, unknown, comment } = flow;
  return (
    <>
      <DialogTitle>
        {TITLES[outcome]} <span className="unbroken">{quotation.folio}</span>
      </DialogTitle>
      {step === 'form' && <DecisionForm outcome={outcome} reason={draft.reason} flow={flow} onClose={onClose} />}
      {step === 'confirm' && (
        <>
          <WhatWillBeSent quotation={quotation} outcome={outcome} reason={draft.reason} comment={comment.trim()} />
          {problem && (
            <Callout role="alert" tone={unknown ? 'warning' : 'danger'} className="mt-4">
              <p>{problem}</p>
            </Callout>
          )}
          <DialogActions>
            <Button
              variant="secondary"
              isDisabled={flow.isPending}
              onPress={() => (outcome === 'aceptada' || unknown ? onClose() : flow.backToForm())}
            >
              {unknown ? 'Cerrar' : outcome === 'aceptada' ? 'Cancelar' : 'Volver'}
            </Button>
            {unknown ? (
              <Button isPending={flow.checking} onPress={() => void flow.recheck()}>
                Revisar
              </Button>
            ) : (
              <Button variant={outcome === 'rechazada' ? 'danger' : 'primary'} isPending={flow.isSending} onPress={() => void flow.send()}>
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

/** The first step of a decline or a request for changes: the reason and the comment, checked before confirming. */
function DecisionForm({
  outcome,
  reason,
  flow,
  onClose,
}: {
  outcome: DecisionOutcome;
  reason: DeclineReason | null;
  flow: ReturnType<typeof useDecisionFlow>;
  onClose: () => void;
}) {
  const { errors, comment, problem } = flow;
  return (
    <form
      className="mt-4 flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.toConfirm();
      }}
    >
      {outcome === 'rechazada' && (
        <RadioGroup
          label="Motivo"
          value={reason}
          onChange={(value) => flow.setReason(value as DeclineReason)}
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
        onChange={flow.setComment}
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
  );
}

/** The confirmation step's words: what will be sent and what it means. */
function WhatWillBeSent({
  quotation,
  outcome,
  reason,
  comment,
}: {
  quotation: Quotation;
  outcome: DecisionOutcome;
  reason: DeclineReason | null;
  comment: string;
}) {
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm leading-6 text-slate-700">
      {outcome === 'aceptada' && (
        <p>
          Confirmas que aceptas «<bdi>{quotation.concept}</bdi>» por {formatMoney(quotation.total, { forceDecimals: true })}. Podrás pagarla
          como hasta ahora.
        </p>
      )}
      {outcome === 'rechazada' && (
        <>
          <p>
            Motivo: <strong>{declineReasonLabel(reason)}</strong>
            {comment && (
              <>
                {' '}
                — «<bdi>{comment}</bdi>»
              </>
            )}
          </p>
          <p>Una vez rechazada ya no podrás pagarla, salvo que tu asesor la emita de nuevo.</p>
        </>
      )}
      {outcome === 'cambios_solicitados' && (
        <>
          <p>
            Enviarás a tu asesor: «<bdi>{comment}</bdi>»
          </p>
          <p>
            La cotización seguirá pendiente mientras tu asesor emite la nueva versión: no la cobraremos automáticamente, y podrás pagarla,
            aceptarla o rechazarla si lo prefieres.
          </p>
        </>
      )}
      {outcome !== 'cambios_solicitados' && <p>No podrás cambiar tu respuesta desde aquí.</p>}
    </div>
  );
}
