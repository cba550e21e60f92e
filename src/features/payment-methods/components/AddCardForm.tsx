// The add-card form: the card's fields, whether it becomes the default, and what the submission is
// doing. The flow (Openpay's scripts, tokenize → save → make default) is api/add-card-flow.ts.
import type { RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { DialogActions } from '@/components/ui/Dialog';
import { FieldError, FieldGroup, GroupInput, Label } from '@/components/ui/Field';
import { Form, FormError } from '@/components/ui/Form';
import { LockIcon, RefreshIcon } from '@/components/ui/Icons';
import { TextField, TextFieldBase } from '@/components/ui/TextField';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { formatCardNumberInput, sanitizeDigits } from '@/lib/format';
import type { Card } from '@/lib/cards/card-display';
import { useAddCardFlow, type Submission } from '../api/add-card-flow';
import { cvvLength, detectBrand, formatExpiryInput, type CardField } from '../card-validation';
import { CardBrandMark } from '@/components/cards/CardBrandMark';

interface AddCardFormProps {
  hasDefaultCard: boolean;
  /** Shared with the dialog, which aborts it on close. */
  submissionRef: RefObject<Submission | null>;
  onSavingChange: (isSaving: boolean) => void;
  onCancel: () => void;
  onAdded: (card: Card) => void;
}

export function AddCardForm({ hasDefaultCard, submissionRef, onSavingChange, onCancel, onAdded }: AddCardFormProps) {
  const { form, step, preparation, makeDefault, setMakeDefault, retryPreparation, submit } = useAddCardFlow({
    hasDefaultCard,
    submissionRef,
    onSavingChange,
    onAdded,
  });
  const { values } = form;
  const brand = detectBrand(values.cardNumber);

  // Checked on leaving a field that has something in it, so mistakes show early.
  const checkOnBlur = (field: CardField) => {
    if (values[field].trim() !== '') form.touch(field);
  };
  const field = (name: CardField, sanitize?: (value: string) => string) => {
    const error = form.errorFor(name);
    return {
      name,
      value: values[name],
      onChange: (value: string) => form.setField(name, sanitize ? sanitize(value) : value),
      onBlur: () => checkOnBlur(name),
      isInvalid: Boolean(error),
      errorMessage: error,
    };
  };

  const cvvDigits = cvvLength(brand);
  const cardNumber = field('cardNumber', formatCardNumberInput);

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="mt-5" aria-label="Datos de la tarjeta">
      <FormError message={form.formError} />
      {preparation === 'failed' && (
        <Button variant="secondary" size="sm" className="self-start" onPress={retryPreparation}>
          <RefreshIcon className="size-4" />
          Reintentar
        </Button>
      )}

      <TextField
        {...field('holderName')}
        label="Nombre del titular"
        // The dialog exists to type a card: start where typing starts.
        autoFocus
        description="Como aparece en la tarjeta."
        inputProps={{
          autoComplete: 'cc-name',
          autoCapitalize: 'words',
          spellCheck: false,
          maxLength: FIELD_LIMITS.AddCardRequest.holder_name.maxLength,
        }}
      />

      <TextFieldBase {...cardNumber}>
        <Label>Número de tarjeta</Label>
        <FieldGroup>
          <GroupInput inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" className="font-mono tabular-nums" />
          <span className="pe-2" aria-live="polite">
            {brand ? <CardBrandMark brand={brand} size="sm" /> : null}
          </span>
        </FieldGroup>
        <FieldError>{cardNumber.errorMessage}</FieldError>
      </TextFieldBase>

      <div className="grid grid-cols-2 gap-4">
        <TextField
          {...field('expiry', formatExpiryInput)}
          label="Vencimiento"
          description="Mes / año"
          placeholder="MM/AA"
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-exp' }}
        />
        <TextField
          {...field('cvv', (value) => sanitizeDigits(value, 4))}
          label="Código de seguridad"
          description={brand === 'american_express' ? '4 dígitos, al frente' : '3 dígitos, al reverso'}
          placeholder={'0'.repeat(cvvDigits)}
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-csc' }}
        />
      </div>

      {hasDefaultCard ? (
        <Checkbox isSelected={makeDefault} onChange={setMakeDefault}>
          Usar como tarjeta predeterminada
        </Checkbox>
      ) : (
        <p className="text-sm text-slate-600">Será tu tarjeta predeterminada.</p>
      )}

      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <LockIcon className="mt-0.5 size-4 text-brand-700" />
        <span>
          Los datos de tu tarjeta viajan cifrados directo a Openpay, nuestro procesador de pagos. Cotiza no guarda el número ni el código de
          seguridad.
        </span>
      </p>

      <DialogActions className="mt-1">
        {/* Cancelling works while Openpay loads or tokenizes; only our API's save of the token cannot be undone. */}
        <Button variant="secondary" isDisabled={step === 'saving'} onPress={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" isPending={step !== 'idle'}>
          Guardar tarjeta
        </Button>
      </DialogActions>
      {/* Screen readers hear what the spinner on the button means; everyone reads why "Cancelar" is off. */}
      <p className={step === 'saving' ? 'text-sm text-slate-600' : 'sr-only'} role="status">
        {step === 'saving'
          ? 'Guardando la tarjeta en tu cuenta… Este paso ya no se puede cancelar.'
          : step === 'tokenizing'
            ? 'Validando la tarjeta con Openpay…'
            : preparation === 'preparing'
              ? 'Preparando el formulario seguro…'
              : ''}
      </p>
    </Form>
  );
}
