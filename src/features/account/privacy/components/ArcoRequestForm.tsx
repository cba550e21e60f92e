// «Ejercer mis derechos ARCO»: the right (with what each is for), which data, what and why, and an
// optional supporting file. A filed request shows its folio and deadline in a polite live region;
// a refusal lands on its fields (422) or beside the button, and nothing typed is lost. A lost answer
// is settled by reading «Mis solicitudes»: filed, not filed, or unknown with «Revisar» (never sent
// again blind: a second request would be a second folio).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UnknownOutcomeNotice } from '@/components/forms/UnknownOutcomeNotice';
import { useUnknownOutcome } from '@/components/forms/use-unknown-outcome';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Card, CardHeader } from '@/components/ui/Card';
import { Description, FieldError, Label } from '@/components/ui/Field';
import { Folio } from '@/components/ui/Folio';
import { Form, FormError } from '@/components/ui/Form';
import { CheckIcon } from '@/components/ui/Icons';
import { RadioCard, RadioGroup } from '@/components/ui/RadioGroup';
import { TextArea } from '@/components/ui/TextArea';
import { TextField, TextFieldBase } from '@/components/ui/TextField';
import { formatDate } from '@/lib/format';
import { useForm } from '@/lib/form/use-form';
import { ArcoRequestError, findFiledRequest, listedRequestIds, useCreateArcoRequest, type ArcoFiled } from '../api/create-arco-request';
import {
  ARCO_LIMITS,
  ARCO_RIGHTS,
  EMPTY_ARCO_FORM,
  arcoRequestBody,
  rightLabel,
  validateArcoForm,
  type ArcoFormValues,
  type ArcoRequest,
  type ArcoRequestBody,
  type ArcoRight,
} from '../arco';
import { ArcoAttachment, type Attachment } from './ArcoAttachment';

const NOT_FILED =
  'No recibimos respuesta del servidor y comprobamos que tu solicitud no llegó: no está en «Mis solicitudes». Lo que escribiste sigue aquí: puedes enviarla de nuevo.';
const UNKNOWN =
  'No sabemos si tu solicitud llegó: el servidor no respondió y tampoco pudimos consultar «Mis solicitudes». Lo que escribiste sigue aquí; revisa antes de enviarla otra vez.';

/** A request whose answer was lost and could not be checked: what was sent, and the requests listed before. */
type Sent = { body: ArcoRequestBody; known: ReadonlySet<string> };

export function ArcoRequestForm() {
  const queryClient = useQueryClient();
  const form = useForm<ArcoFormValues>({
    initial: EMPTY_ARCO_FORM,
    validate: validateArcoForm,
    showErrors: 'submit',
    invalidMessage: 'Revisa los campos marcados.',
  });
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const [filed, setFiled] = useState<ArcoFiled | null>(null);
  const outcome = useUnknownOutcome<Sent>();
  const create = useCreateArcoRequest();
  const rightError = form.errorFor('right');

  const onFiled = (done: ArcoFiled) => {
    form.markSaved(EMPTY_ARCO_FORM);
    setAttachment(null);
    outcome.clear();
    setFiled(done);
  };

  const send = (values: ArcoFormValues) => {
    setFiled(null);
    const body = arcoRequestBody(values, attachment?.url ?? null);
    // The ids listed before sending tell the new request from an identical older one.
    const known = listedRequestIds(queryClient);
    create.mutate(
      { body, known },
      {
        onSuccess: onFiled,
        onError: (error) => {
          if (!(error instanceof ArcoRequestError) || error.outcome === 'refused') {
            form.showSaveError(error instanceof ArcoRequestError ? error.reason : error);
            return;
          }
          if (error.outcome === 'not-made') form.setFormError(NOT_FILED);
          else outcome.lost({ body, known });
        },
      },
    );
  };

  // After an unknown outcome: read the list, and say what it shows.
  const check = () =>
    outcome.check(async ({ body, known }) => {
      const request = await findFiledRequest(queryClient, body, known);
      if (request) onFiled({ request, checked: true });
      else {
        outcome.clear();
        form.setFormError(NOT_FILED);
      }
    });

  return (
    <Card>
      <CardHeader
        title="Ejercer mis derechos ARCO"
        description="Te responderemos en un máximo de 20 días hábiles. Te identificamos por tu sesión; si hiciera falta, te pediremos una identificación."
      />
      <div role="status" aria-live="polite" className="empty:hidden">
        {filed && <FiledNotice request={filed.request} checked={filed.checked} />}
      </div>
      <Form
        onSubmit={form.handleSubmit(send, { isBlocked: create.isPending || uploading || outcome.checking || outcome.unknown !== null })}
        validationBehavior="aria"
        aria-label="Ejercer mis derechos ARCO"
      >
        <RadioGroup
          label="¿Qué derecho quieres ejercer?"
          value={form.values.right || null}
          onChange={(value) => form.setField('right', value as ArcoRight)}
          isInvalid={Boolean(rightError)}
          validationBehavior="aria"
          isRequired
          name="right"
        >
          {ARCO_RIGHTS.map((right) => (
            <RadioCard key={right.id} value={right.id}>
              <span className="flex flex-col">
                <span className="text-sm font-medium text-slate-900">{right.label}</span>
                <span className="text-sm text-slate-600">{right.explanation}</span>
              </span>
            </RadioCard>
          ))}
          <FieldError>{rightError}</FieldError>
        </RadioGroup>
        <TextField
          {...form.textField('data')}
          label="¿Qué datos?"
          description="Por ejemplo: mi teléfono, mi RFC, mi historial de pagos."
          maxLength={ARCO_LIMITS.data.maxLength}
          isRequired
        />
        <TextFieldBase {...form.textField('description')} maxLength={ARCO_LIMITS.description.maxLength} isRequired>
          <Label>Descripción</Label>
          <TextArea rows={5} className="resize-y" />
          <Description>
            Qué pides y por qué. Si es una rectificación, escribe el dato correcto. Máximo{' '}
            {ARCO_LIMITS.description.maxLength.toLocaleString('es-MX')} caracteres.
          </Description>
          <FieldError>{form.errorFor('description')}</FieldError>
        </TextFieldBase>
        <ArcoAttachment value={attachment} onChange={setAttachment} onBusyChange={setUploading} isDisabled={create.isPending} />
        <FormError message={form.formError} />
        <UnknownOutcomeNotice outcome={outcome} onCheck={check} words={UNKNOWN} data-testid="arco-unconfirmed" />
        <div>
          {/* While it may have been filed, sending again could file it twice: «Revisar» first. */}
          <Button type="submit" isPending={create.isPending} isDisabled={uploading || outcome.unknown !== null}>
            Enviar solicitud
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function FiledNotice({ request, checked }: { request: ArcoRequest; checked: boolean }) {
  const right = rightLabel(request.right).toLowerCase();
  return (
    <Callout tone="success" size="md" icon={CheckIcon} className="mb-5" data-testid="arco-filed">
      <p className="font-semibold">
        {checked ? `Confirmamos que recibimos tu solicitud de ${right}.` : `Recibimos tu solicitud de ${right}.`}
      </p>
      <p className="mt-2">
        Folio: <Folio className="text-lg font-semibold">{request.folio}</Folio>
      </p>
      <p>
        Fecha límite de respuesta: <span className="text-lg font-semibold">{formatDate(request.responseDueDate)}</span>
      </p>
      <p className="mt-2">Te enviamos un correo con estos datos. Guarda el folio para cualquier aclaración.</p>
    </Callout>
  );
}
