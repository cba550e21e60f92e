// Adding a card, the flow behind the add-card form: Openpay's scripts are prepared when the form
// opens; on submit the card goes to the tokenizer only, our API saves the token, and the card
// becomes the default if asked. Errors land on the field they name or on the form.
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/form/use-form';
import { sanitizeDigits } from '@/lib/format';
import { describeCard, type Card } from '@/features/payment-methods/cards/card-display';
import { ADD_CARD_RATE_LIMITED, cardErrorField, cardErrorMessage } from '@/features/payment-methods/cards/card-errors';
import { parseExpiry, validateCardForm, type CardFormValues } from '../card-validation';
import { isTokenizerError, useCardTokenizer, type CardToken } from '../tokenizer';
import { abortable } from '../tokenizer/abortable';
import { useAddCard } from './add-card';
import { changeFailureMessage, CustomerChangeError, useUpdateCustomer } from './update-customer';

const EMPTY: CardFormValues = { holderName: '', cardNumber: '', expiry: '', cvv: '' };
const checkCard = (values: CardFormValues) => validateCardForm(values, new Date());

/**
 * What a submission is doing, read at the moment the dialog is asked to close: React state may be a
 * render behind, and the step from tokenizing to saving must not leave a gap for a late token.
 */
export interface Submission {
  step: 'tokenizing' | 'saving';
  controller: AbortController;
}

type Preparation = 'preparing' | 'ready' | 'failed';
type Step = 'idle' | Submission['step'];

interface AddCardFlowOptions {
  hasDefaultCard: boolean;
  /** Shared with the dialog, which aborts it on close. */
  submissionRef: RefObject<Submission | null>;
  onSavingChange: (isSaving: boolean) => void;
  onAdded: (card: Card) => void;
}

export function useAddCardFlow({ hasDefaultCard, submissionRef, onSavingChange, onAdded }: AddCardFlowOptions) {
  const tokenizer = useCardTokenizer();
  const addCard = useAddCard();
  const updateCustomer = useUpdateCustomer();
  // Each field is checked when the customer leaves it with something typed; its message goes while
  // they edit it and comes back, if still due, when they leave it again.
  const form = useForm<CardFormValues>({ initial: EMPTY, validate: checkCard, recheck: 'blur' });
  const { setFormError } = form;
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

  return {
    form,
    step,
    preparation,
    makeDefault,
    setMakeDefault,
    retryPreparation,
    // Wrapped so saveCard (which writes the submission ref) is only handed over when submitting.
    submit: (event: FormEvent<HTMLFormElement>) => form.handleSubmit(saveCard, { isBlocked: step !== 'idle' })(event),
  };
}
