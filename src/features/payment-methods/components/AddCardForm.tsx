// The add-card form: the card's fields, whether it becomes the default, and what the submission is
// doing. The flow (Openpay's scripts, tokenize → save → make default) is api/add-card-flow.ts.
import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
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
import type { Card } from '@/features/payment-methods/cards/card-display';
import { useAddCardFlow, type Submission } from '../api/add-card-flow';
import { cvvLength, detectBrand, formatExpiryInput, type CardField } from '../card-validation';
import { CardBrandMark } from '@/features/payment-methods/cards/CardBrandMark';

// Shared with the placeholder, which must take the form's exact room.
const TEXT = {
  holderName: 'Nombre del titular',
  holderNameHint: 'Como aparece en la tarjeta.',
  cardNumber: 'Número de tarjeta',
  expiry: 'Vencimiento',
  expiryHint: 'Mes / año',
  cvv: 'Código de seguridad',
  cvvHint: '3 dígitos, al reverso',
  makeDefault: 'Usar como tarjeta predeterminada',
  becomesDefault: 'Será tu tarjeta predeterminada.',
  cancel: 'Cancelar',
  save: 'Guardar tarjeta',
};

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
        label={TEXT.holderName}
        // The dialog exists to type a card: start where typing starts (a frame after the dialog's
        // title, as the form mounts after the dialog's first paint).
        autoFocus
        description={TEXT.holderNameHint}
        inputProps={{
          autoComplete: 'cc-name',
          autoCapitalize: 'words',
          spellCheck: false,
          maxLength: FIELD_LIMITS.AddCardRequest.holder_name.maxLength,
        }}
      />

      <TextFieldBase {...cardNumber}>
        <Label>{TEXT.cardNumber}</Label>
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
          label={TEXT.expiry}
          description={TEXT.expiryHint}
          placeholder="MM/AA"
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-exp' }}
        />
        <TextField
          {...field('cvv', (value) => sanitizeDigits(value, 4))}
          label={TEXT.cvv}
          description={brand === 'american_express' ? '4 dígitos, al frente' : TEXT.cvvHint}
          placeholder={'0'.repeat(cvvDigits)}
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-csc' }}
        />
      </div>

      {hasDefaultCard ? (
        <Checkbox isSelected={makeDefault} onChange={setMakeDefault}>
          {TEXT.makeDefault}
        </Checkbox>
      ) : (
        <p className="text-sm text-slate-600">{TEXT.becomesDefault}</p>
      )}

      <EncryptionNote />

      <DialogActions className="mt-1">
        {/* Cancelling works while Openpay loads or tokenizes; only our API's save of the token cannot be undone. */}
        <Button variant="secondary" isDisabled={step === 'saving'} onPress={onCancel}>
          {TEXT.cancel}
        </Button>
        <Button type="submit" isPending={step !== 'idle'}>
          {TEXT.save}
        </Button>
      </DialogActions>
      <PrivacyNoticeLink full={false} />
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

function EncryptionNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <LockIcon className="mt-0.5 size-4 text-brand-700" />
      <span>
        Los datos de tu tarjeta viajan cifrados directo a Openpay, nuestro procesador de pagos. Cotiza no guarda el número ni el código de
        seguridad.
      </span>
    </p>
  );
}

/** A field's place: its label and hint as they will read, the input as an empty box of its height (the kit's Field sizes). */
function FieldPlaceholder({ label, hint }: { label: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <span className="block min-h-11 rounded-lg border border-slate-200 bg-slate-50" />
      {hint && <span className="text-sm text-slate-600">{hint}</span>}
    </div>
  );
}

/** A button's place: its size, its words unseen. */
function ButtonPlaceholder({ children }: { children: string }) {
  return (
    <span className="inline-flex min-h-11 items-center rounded-lg border border-slate-200 bg-slate-50 px-4 text-sm font-medium">
      <span className="invisible">{children}</span>
    </span>
  );
}

/**
 * The form's room while it mounts, a frame after the dialog's title (AddCardDialog): the same
 * layout and words, fields as empty boxes, hidden from assistive tech. No control works yet.
 */
export function AddCardFormPlaceholder({ hasDefaultCard }: { hasDefaultCard: boolean }) {
  return (
    <div aria-hidden="true" className="mt-5 flex flex-col gap-5" data-testid="add-card-placeholder">
      <FieldPlaceholder label={TEXT.holderName} hint={TEXT.holderNameHint} />
      <FieldPlaceholder label={TEXT.cardNumber} />
      <div className="grid grid-cols-2 gap-4">
        <FieldPlaceholder label={TEXT.expiry} hint={TEXT.expiryHint} />
        <FieldPlaceholder label={TEXT.cvv} hint={TEXT.cvvHint} />
      </div>
      {hasDefaultCard ? (
        <span className="flex min-h-11 items-center gap-3 text-sm text-slate-800 sm:min-h-9">
          <span className="size-5 shrink-0 rounded-md border-2 border-slate-300" />
          {TEXT.makeDefault}
        </span>
      ) : (
        <p className="text-sm text-slate-600">{TEXT.becomesDefault}</p>
      )}
      <EncryptionNote />
      <div className="mt-1 flex flex-wrap justify-end gap-3">
        <ButtonPlaceholder>{TEXT.cancel}</ButtonPlaceholder>
        <ButtonPlaceholder>{TEXT.save}</ButtonPlaceholder>
      </div>
    </div>
  );
}
