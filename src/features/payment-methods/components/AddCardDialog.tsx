import { useEffect, useRef, useState, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogActions, DialogTitle, Modal } from '@/components/ui/Dialog';
import { FieldError, FieldGroup, GroupInput, Label } from '@/components/ui/Field';
import { Form, FormError } from '@/components/ui/Form';
import { LockIcon, RefreshIcon } from '@/components/ui/Icons';
import { TextField, TextFieldBase } from '@/components/ui/TextField';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { useForm } from '@/lib/form/use-form';
import { formatCardNumberInput, sanitizeDigits } from '@/lib/format';
import { useAddCard } from '../api/add-card';
import { changeFailureMessage, CustomerChangeError, useUpdateCustomer } from '../api/update-customer';
import { describeCard, type Card } from '@/lib/cards/card-display';
import { ADD_CARD_RATE_LIMITED, cardErrorField, cardErrorMessage } from '@/lib/cards/card-errors';
import {
  cvvLength,
  detectBrand,
  formatExpiryInput,
  parseExpiry,
  validateCardForm,
  type CardField,
  type CardFormValues,
} from '../card-validation';
import { isTokenizerError, useCardTokenizer, type CardToken } from '../tokenizer';
import { abortable } from '../tokenizer/abortable';
import { CardBrandMark } from '@/components/cards/CardBrandMark';

const EMPTY: CardFormValues = { holderName: '', cardNumber: '', expiry: '', cvv: '' };
const checkCard = (values: CardFormValues) => validateCardForm(values, new Date());

export interface AddCardDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The customer already has a default card (otherwise the new one becomes the default). */
  hasDefaultCard: boolean;
  onAdded?: (card: Card) => void;
}

/**
 * What a submission is doing, read at the moment the dialog is asked to close: React state may be a
 * render behind, and the step from tokenizing to saving must not leave a gap for a late token.
 */
interface Submission {
  step: 'tokenizing' | 'saving';
  controller: AbortController;
}

export function AddCardDialog({ isOpen, onOpenChange, hasDefaultCard, onAdded }: AddCardDialogProps) {
  const [isSaving, setSaving] = useState(false);
  const submissionRef = useRef<Submission | null>(null);
  // The dialog can be closed at any time (scripts loading, tokenizing) except while the token is
  // being saved by our API: that call is time-limited, and once sent the card may be saved, so
  // "Cancelar" could not honestly undo it.
  const requestOpenChange = (open: boolean) => {
    if (open) {
      onOpenChange(true);
      return;
    }
    const current = submissionRef.current;
    if (current?.step === 'saving') return;
    // A token still on its way is dropped: it never reaches our API.
    current?.controller.abort();
    submissionRef.current = null;
    onOpenChange(false);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={requestOpenChange}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
      className="max-w-md"
    >
      <Dialog>
        <DialogTitle>Agregar tarjeta</DialogTitle>
        <p className="mt-1 text-sm text-slate-600">Crédito o débito: Visa, Mastercard, American Express o Carnet.</p>
        {/* Mounted only while open: the card data is gone as soon as the dialog closes. */}
        <AddCardForm
          hasDefaultCard={hasDefaultCard}
          submissionRef={submissionRef}
          onSavingChange={setSaving}
          onCancel={() => requestOpenChange(false)}
          onAdded={(card) => {
            onAdded?.(card);
            onOpenChange(false);
          }}
        />
      </Dialog>
    </Modal>
  );
}

type Preparation = 'preparing' | 'ready' | 'failed';
type Step = 'idle' | Submission['step'];

interface AddCardFormProps {
  hasDefaultCard: boolean;
  /** Shared with the dialog, which aborts it on close. */
  submissionRef: RefObject<Submission | null>;
  onSavingChange: (isSaving: boolean) => void;
  onCancel: () => void;
  onAdded: (card: Card) => void;
}

function AddCardForm({ hasDefaultCard, submissionRef, onSavingChange, onCancel, onAdded }: AddCardFormProps) {
  const tokenizer = useCardTokenizer();
  const addCard = useAddCard();
  const updateCustomer = useUpdateCustomer();
  // Each field is checked when the customer leaves it with something typed; its message goes while
  // they edit it and comes back, if still due, when they leave it again.
  const form = useForm<CardFormValues>({ initial: EMPTY, validate: checkCard, recheck: 'blur' });
  const { values, setFormError } = form;
  const [makeDefault, setMakeDefault] = useState(false);
  const [step, setStep] = useState<Step>('idle');
  const [preparation, setPreparation] = useState<Preparation>('preparing');

  const [attempt, setAttempt] = useState(0);

  // Openpay's scripts load only now, when the customer is about to type a card.
  useEffect(() => {
    let active = true;
    tokenizer.prepare().then(
      () => {
        if (active) setPreparation('ready');
      },
      (error: unknown) => {
        if (!active) return;
        setPreparation('failed');
        setFormError(cardErrorMessage(error));
      },
    );
    return () => {
      active = false;
    };
  }, [tokenizer, attempt, setFormError]);

  // Leaving the screen with a tokenization under way drops it, as closing the dialog does.
  useEffect(
    () => () => {
      if (submissionRef.current?.step === 'tokenizing') submissionRef.current.controller.abort();
    },
    [submissionRef],
  );

  const retryPreparation = () => {
    setPreparation('preparing');
    setFormError(null);
    setAttempt((count) => count + 1);
  };

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

  const changeStep = (next: Step) => {
    setStep(next);
    onSavingChange(next === 'saving');
  };

  // The tokenizer or our API refused: on the field it names (focused), or for the whole form.
  const showError = (error: unknown) => {
    const name = cardErrorField(error);
    const message = cardErrorMessage(error, ADD_CARD_RATE_LIMITED);
    if (name) form.showServerErrors({ [name]: message });
    else setFormError(message);
  };

  const saveCard = async (values: CardFormValues) => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;

    const current: Submission = { step: 'tokenizing', controller: new AbortController() };
    const { signal } = current.controller;
    submissionRef.current = current;
    changeStep('tokenizing');
    const holderName = values.holderName.trim().replace(/\s+/g, ' ');
    let token: CardToken;
    try {
      // The card goes to the tokenizer only; our API gets the token. Closing the dialog aborts
      // this at once, whatever the tokenizer does with its late answer.
      token = await abortable(
        tokenizer.tokenize(
          {
            holderName,
            cardNumber: sanitizeDigits(values.cardNumber),
            expirationMonth: expiry.month,
            expirationYear: expiry.year,
            cvv2: sanitizeDigits(values.cvv),
          },
          { signal },
        ),
        signal,
      );
    } catch (error) {
      if (submissionRef.current === current) submissionRef.current = null;
      changeStep('idle');
      // Cancelled: the dialog is closing and the card goes with it.
      if (signal.aborted) return;
      // Openpay's scripts failed again (or in time): offer "Reintentar" as on opening.
      if (isTokenizerError(error) && error.kind === 'load') setPreparation('failed');
      showError(error);
      return;
    }
    // Checked in the same turn as the step below, so a late token can never slip through a close.
    if (signal.aborted || submissionRef.current !== current) return;
    current.step = 'saving';
    changeStep('saving');
    setPreparation('ready');
    try {
      const card = await addCard.mutateAsync({
        body: { token_id: token.tokenId, device_session_id: token.deviceSessionId, holder_name: holderName },
      });
      if (hasDefaultCard && makeDefault) {
        try {
          await updateCustomer.mutateAsync({ body: { defaultCardId: card.id } });
        } catch (error) {
          // Unconfirmed: Métodos de pago's notice says it and offers to check.
          const message =
            error instanceof CustomerChangeError && error.outcome === 'unconfirmed'
              ? 'Guardamos la tarjeta, pero no pudimos confirmar si quedó como predeterminada.'
              : changeFailureMessage(error, 'Guardamos la tarjeta, pero no pudimos hacerla predeterminada');
          if (message) toast.warning(message);
        }
      }
      toast.success(`Agregamos tu tarjeta ${describeCard(card)}.`);
      submissionRef.current = null;
      changeStep('idle');
      onAdded(card);
    } catch (error) {
      submissionRef.current = null;
      changeStep('idle');
      showError(error);
    }
  };

  const cvvDigits = cvvLength(brand);
  const cardNumber = field('cardNumber', formatCardNumberInput);

  return (
    <Form
      // Wrapped so saveCard (which writes the submission ref) is only handed over when submitting.
      onSubmit={(event) => form.handleSubmit(saveCard, { isBlocked: step !== 'idle' })(event)}
      validationBehavior="aria"
      className="mt-5"
      aria-label="Datos de la tarjeta"
    >
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
            {brand ? <CardBrandMark brand={brand} className="h-6 w-9" /> : null}
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
