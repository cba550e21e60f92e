// «Ejercer mis derechos ARCO»: the right (with what each is for), which data, what and why, and an
// optional supporting file. A filed request shows its folio and deadline in a polite live region;
// a refusal lands on its fields (422) or beside the button, and nothing typed is lost.
import { useState } from 'react';
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
import { isOutcomeUnknown } from '@/lib/api/unknown-outcome';
import { formatDate } from '@/lib/format';
import { useForm } from '@/lib/form/use-form';
import { useCreateArcoRequest } from '../api/create-arco-request';
import {
  ARCO_LIMITS,
  ARCO_RIGHTS,
  EMPTY_ARCO_FORM,
  arcoRequestBody,
  rightLabel,
  validateArcoForm,
  type ArcoFormValues,
  type ArcoRequest,
  type ArcoRight,
} from '../arco';
import { ArcoAttachment, type Attachment } from './ArcoAttachment';

export function ArcoRequestForm() {
  const form = useForm<ArcoFormValues>({
    initial: EMPTY_ARCO_FORM,
    validate: validateArcoForm,
    showErrors: 'submit',
    invalidMessage: 'Revisa los campos marcados.',
  });
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const [filed, setFiled] = useState<ArcoRequest | null>(null);
  const create = useCreateArcoRequest();
  const rightError = form.errorFor('right');

  const send = (values: ArcoFormValues) => {
    setFiled(null);
    create.mutate(arcoRequestBody(values, attachment?.url ?? null), {
      onSuccess: (request) => {
        form.markSaved(EMPTY_ARCO_FORM);
        setAttachment(null);
        setFiled(request);
      },
      onError: (error) => {
        if (isOutcomeUnknown(error))
          form.setFormError(
            'No supimos si tu solicitud llegó. Revisa «Mis solicitudes» antes de enviarla otra vez; lo que escribiste sigue aquí.',
          );
        else form.showSaveError(error);
      },
    });
  };

  return (
    <Card>
      <CardHeader
        title="Ejercer mis derechos ARCO"
        description="Te responderemos en un máximo de 20 días hábiles. Te identificamos por tu sesión; si hiciera falta, te pediremos una identificación."
      />
      <div role="status" aria-live="polite" className="empty:hidden">
        {filed && <FiledNotice request={filed} />}
      </div>
      <Form
        onSubmit={form.handleSubmit(send, { isBlocked: create.isPending || uploading })}
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
        <div>
          <Button type="submit" isPending={create.isPending} isDisabled={uploading}>
            Enviar solicitud
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function FiledNotice({ request }: { request: ArcoRequest }) {
  return (
    <Callout tone="success" size="md" icon={CheckIcon} className="mb-5" data-testid="arco-filed">
      <p className="font-semibold">Recibimos tu solicitud de {rightLabel(request.right).toLowerCase()}.</p>
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
