import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { TextField as RACTextField } from 'react-aria-components';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogActions, DialogTitle, Modal } from '@/components/ui/Dialog';
import { FieldError, FieldGroup, GroupInput, Label } from '@/components/ui/Field';
import { Form, FormError } from '@/components/ui/Form';
import { LockIcon, RefreshIcon } from '@/components/ui/Icons';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { formatCardNumberInput, sanitizeDigits } from '@/lib/format';
import { useAddCard } from '../api/add-card';
import { useUpdateCustomer } from '../api/update-customer';
import { describeCard, type Card } from '@/lib/cards/card-display';
import { ADD_CARD_RATE_LIMITED, cardErrorField, cardErrorMessage } from '@/lib/cards/card-errors';
import {
  cvvLength,
  detectBrand,
  formatExpiryInput,
  parseExpiry,
  validateCardForm,
  validateCardNumber,
  validateCvv,
  validateExpiry,
  validateHolderName,
  type CardField,
  type CardFormErrors,
  type CardFormValues,
} from '../card-validation';
import { isTokenizerError, useCardTokenizer, type CardToken } from '../tokenizer';
import { abortable } from '../tokenizer/abortable';
import { CardBrandMark } from '@/components/cards/CardBrandMark';

const FIELD_ORDER: CardField[] = ['holderName', 'cardNumber', 'expiry', 'cvv'];
const EMPTY: CardFormValues = { holderName: '', cardNumber: '', expiry: '', cvv: '' };

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
  const submission = useRef<Submission | null>(null);
  // The dialog can be closed at any time (scripts loading, tokenizing) except while the token is
  // being saved by our API: that call is time-limited, and once sent the card may be saved, so
  // "Cancelar" could not honestly undo it.
  const requestOpenChange = (open: boolean) => {
    if (open) {
      onOpenChange(true);
      return;
    }
    const current = submission.current;
    if (current?.step === 'saving') return;
    // A token still on its way is dropped: it never reaches our API.
    current?.controller.abort();
    submission.current = null;
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
          submission={submission}
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
  submission: RefObject<Submission | null>;
  onSavingChange: (isSaving: boolean) => void;
  onCancel: () => void;
  onAdded: (card: Card) => void;
}

function AddCardForm({ hasDefaultCard, submission, onSavingChange, onCancel, onAdded }: AddCardFormProps) {
  const tokenizer = useCardTokenizer();
  const addCard = useAddCard();
  const updateCustomer = useUpdateCustomer({ errorToast: false });
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
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
  }, [tokenizer, attempt]);

  // Leaving the screen with a tokenization under way drops it, as closing the dialog does.
  useEffect(
    () => () => {
      if (submission.current?.step === 'tokenizing') submission.current.controller.abort();
    },
    [submission],
  );

  const retryPreparation = () => {
    setPreparation('preparing');
    setFormError(null);
    setAttempt((count) => count + 1);
  };

  const brand = detectBrand(values.cardNumber);

  const setField = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as the customer works on it; nothing else is touched.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  // Checked on leaving a field that has something in it, so mistakes show early.
  const checkOnBlur = (field: CardField) => {
    const value = values[field];
    if (value.trim() === '') return;
    const now = new Date();
    const message = {
      holderName: () => validateHolderName(value),
      cardNumber: () => validateCardNumber(value),
      expiry: () => validateExpiry(value, now),
      cvv: () => validateCvv(value, brand),
    }[field]();
    if (message) setErrors((current) => ({ ...current, [field]: message }));
  };

  const focusField = (form: HTMLFormElement, field: CardField) => {
    form.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  };

  const changeStep = (next: Step) => {
    setStep(next);
    onSavingChange(next === 'saving');
  };

  const showError = (form: HTMLFormElement, error: unknown) => {
    const field = cardErrorField(error);
    const message = cardErrorMessage(error, ADD_CARD_RATE_LIMITED);
    if (field) {
      setErrors((current) => ({ ...current, [field]: message }));
      focusField(form, field);
    } else {
      setFormError(message);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (step !== 'idle') return;
    setFormError(null);
    const found = validateCardForm(values, new Date());
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setErrors(found);
      focusField(form, firstInvalid);
      return;
    }
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;

    const current: Submission = { step: 'tokenizing', controller: new AbortController() };
    const { signal } = current.controller;
    submission.current = current;
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
      if (submission.current === current) submission.current = null;
      changeStep('idle');
      // Cancelled: the dialog is closing and the card goes with it.
      if (signal.aborted) return;
      // Openpay's scripts failed again (or in time): offer "Reintentar" as on opening.
      if (isTokenizerError(error) && error.kind === 'load') setPreparation('failed');
      showError(form, error);
      return;
    }
    // Checked in the same turn as the step below, so a late token can never slip through a close.
    if (signal.aborted || submission.current !== current) return;
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
          toast.warning(`Guardamos la tarjeta, pero no pudimos hacerla predeterminada: ${errorMessage(error)}`);
        }
      }
      toast.success(`Agregamos tu tarjeta ${describeCard(card)}.`);
      submission.current = null;
      changeStep('idle');
      onAdded(card);
    } catch (error) {
      submission.current = null;
      changeStep('idle');
      showError(form, error);
    }
  };

  const cvvDigits = cvvLength(brand);

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-5" aria-label="Datos de la tarjeta">
      <FormError message={formError} />
      {preparation === 'failed' && (
        <Button variant="secondary" size="sm" className="self-start" onPress={retryPreparation}>
          <RefreshIcon className="size-4" />
          Reintentar
        </Button>
      )}

      <TextField
        name="holderName"
        label="Nombre del titular"
        // The dialog exists to type a card: start where typing starts.
        autoFocus
        description="Como aparece en la tarjeta."
        value={values.holderName}
        onChange={(value) => setField('holderName', value)}
        onBlur={() => checkOnBlur('holderName')}
        isInvalid={Boolean(errors.holderName)}
        errorMessage={errors.holderName}
        inputProps={{ autoComplete: 'cc-name', autoCapitalize: 'words', spellCheck: false, maxLength: 100 }}
      />

      <RACTextField
        name="cardNumber"
        value={values.cardNumber}
        onChange={(value) => setField('cardNumber', formatCardNumberInput(value))}
        onBlur={() => checkOnBlur('cardNumber')}
        isInvalid={Boolean(errors.cardNumber)}
        className="flex flex-col gap-1.5"
      >
        <Label>Número de tarjeta</Label>
        <FieldGroup>
          <GroupInput inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" className="font-mono tabular-nums" />
          <span className="pe-2" aria-live="polite">
            {brand ? <CardBrandMark brand={brand} className="h-6 w-9" /> : null}
          </span>
        </FieldGroup>
        <FieldError>{errors.cardNumber}</FieldError>
      </RACTextField>

      <div className="grid grid-cols-2 gap-4">
        <TextField
          name="expiry"
          label="Vencimiento"
          description="Mes / año"
          value={values.expiry}
          onChange={(value) => setField('expiry', formatExpiryInput(value))}
          onBlur={() => checkOnBlur('expiry')}
          isInvalid={Boolean(errors.expiry)}
          errorMessage={errors.expiry}
          placeholder="MM/AA"
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-exp' }}
        />
        <TextField
          name="cvv"
          label="Código de seguridad"
          description={brand === 'american_express' ? '4 dígitos, al frente' : '3 dígitos, al reverso'}
          value={values.cvv}
          onChange={(value) => setField('cvv', sanitizeDigits(value, 4))}
          onBlur={() => checkOnBlur('cvv')}
          isInvalid={Boolean(errors.cvv)}
          errorMessage={errors.cvv}
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
