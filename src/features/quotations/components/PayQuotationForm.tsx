// The payment form (loaded when a payment is first opened): choose how to pay — a saved card (in
// one payment or in meses sin intereses), an SPEI transfer or cash at a store — confirm, pay.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { AlertTriangleIcon, CheckIcon, CreditCardIcon, LockIcon } from '@/components/ui/Icons';
import { Spinner } from '@/components/ui/Spinner';
import { Button, LinkButton } from '@/components/ui/Button';
import { DialogActions, DialogTitle } from '@/components/ui/Dialog';
import { Link } from '@/components/ui/Link';
import { RadioCard, RadioGroup } from '@/components/ui/RadioGroup';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { sentences } from '@/lib/sentence';
import { useForm } from '@/lib/form/use-form';
import { usePageState } from '@/lib/page-state';
import { useCurrentUser } from '@/lib/session';
import { describeCard } from '@/lib/cards/card-display';
import { useCards } from '@/lib/cards/get-cards';
import type { Payment } from '@/lib/payments/types';
import { usePayQuotation } from '../api/pay-quotation';
import { installmentPlanOptions, planLabel, planSentence, type InstallmentCount } from '../installments';
import { choiceCardId, closePayment, type PayChoice, type QuotationInPayment } from '../quotation-store';
import type { Card } from '@/lib/cards/card-display';
import { CardChoice, preselectedCardId } from './CardChoice';

type PayMethod = PayChoice['method'];

interface PayValues {
  method: PayMethod;
  /** The card the customer picked; until then, the default (or only usable) one. */
  cardId: string | null;
  /** The plan picked; null is a single payment ("Una sola exhibición"). */
  installments: InstallmentCount | null;
}

// Words only: three across, an icon would squeeze "Transferencia" out of its box.
const METHODS: { id: PayMethod; label: string }[] = [
  { id: 'card', label: 'Tarjeta' },
  { id: 'bank_account', label: 'Transferencia SPEI' },
  { id: 'store', label: 'Efectivo en tienda' },
];

const SINGLE_PAYMENT = 'una';

export default function PayQuotationForm({ inPayment }: { inPayment: QuotationInPayment }) {
  const { quotation, phase, error } = inPayment;
  const isPaying = phase === 'paying';
  const user = useCurrentUser();
  const defaultCardId = user.customer?.defaultCardId ?? null;
  const cards = useCards();
  const { pay, recheck } = usePayQuotation();
  // Everything chosen stays when a charge is refused: the form lives as long as the dialog.
  const form = useForm<PayValues>({ initial: { method: 'card', cardId: null, installments: null } });
  const { method, cardId: chosenCardId } = form.values;

  const cardList = cards.data ?? [];
  const selectedCardId =
    chosenCardId && cardList.some((card) => card.id === chosenCardId) ? chosenCardId : preselectedCardId(cardList, defaultCardId);
  const selectedCard = cardList.find((card) => card.id === selectedCardId) ?? null;
  const planOptions = installmentPlanOptions(quotation, selectedCard);
  // A plan chosen for another card is kept for when that card comes back, but only offered ones count.
  const installments =
    form.values.installments !== null && planOptions.includes(form.values.installments) ? form.values.installments : null;
  const total = formatMoney(quotation.total, { forceDecimals: true });

  const choice: PayChoice | null =
    method === 'card' ? (selectedCardId ? { method: 'card', cardId: selectedCardId, installments } : null) : { method };

  if (phase === 'paid' && inPayment.payment) {
    return <PaidPanel folio={quotation.folio} payment={inPayment.payment} />;
  }
  if (phase === 'redirecting') {
    return (
      <div>
        <DialogTitle>
          Pagar cotización <span className="whitespace-nowrap">{quotation.folio}</span>
        </DialogTitle>
        <div className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4" role="status">
          <Spinner size="sm" label="" />
          <p className="text-sm text-slate-700">Te llevamos a tu banco para autenticar el pago (3-D Secure)…</p>
        </div>
      </div>
    );
  }

  // The charge got no answer: what is known about it, and nothing that could charge twice.
  if (phase === 'checking' || phase === 'settled') {
    const cardId = inPayment.verdict?.kind === 'paid' ? inPayment.verdict.cardId : choiceCardId(inPayment.attempt?.choice);
    const attemptCard = cardList.find((card) => card.id === cardId) ?? null;
    return (
      <ChargeCheck
        inPayment={inPayment}
        total={total}
        card={attemptCard}
        onRepeat={() => inPayment.attempt && pay(quotation.id, inPayment.attempt.choice)}
        onRecheck={() => recheck(quotation.id)}
      />
    );
  }

  const submitLabel =
    method === 'bank_account' ? 'Generar datos de transferencia' : method === 'store' ? 'Generar referencia de pago' : `Pagar ${total}`;

  return (
    <form
      onSubmit={form.handleSubmit(
        () => {
          if (choice) pay(quotation.id, choice);
        },
        { isBlocked: !choice || isPaying },
      )}
    >
      <DialogTitle>
        Pagar cotización <span className="whitespace-nowrap">{quotation.folio}</span>
      </DialogTitle>
      <p className="mt-1 text-sm text-slate-600">{quotation.concept}</p>

      <div className="mt-5 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">Total a pagar</p>
        <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="pay-total">
          {total} <span className="text-base font-medium text-slate-600">MXN</span>
        </p>
        <p className="text-xs text-slate-600">Incluye IVA por {formatMoney(quotation.tax, { forceDecimals: true })}</p>
      </div>

      <RadioGroup
        label="¿Cómo quieres pagar?"
        className="mt-5"
        value={method}
        onChange={(value) => form.setField('method', value as PayMethod)}
        isDisabled={isPaying}
      >
        <div className="grid gap-2 sm:grid-cols-3">
          {METHODS.map(({ id, label }) => (
            <RadioCard key={id} value={id}>
              <span className="text-sm font-medium text-slate-900">{label}</span>
            </RadioCard>
          ))}
        </div>
      </RadioGroup>

      {method === 'card' ? (
        <div className="mt-5 flex flex-col gap-5">
          {cards.isPending ? (
            <div className="flex flex-col gap-2" role="status" aria-label="Cargando tus tarjetas">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : cards.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <p>{sentences('No pudimos cargar tus tarjetas.', errorMessage(cards.error))}</p>
              <Button size="sm" variant="secondary" onPress={() => void cards.refetch()} isPending={cards.isFetching}>
                Reintentar
              </Button>
            </div>
          ) : cardList.length === 0 ? (
            <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
              <p className="flex items-center gap-2 font-medium text-slate-900">
                <CreditCardIcon className="size-5 text-slate-600" />
                Aún no tienes tarjetas guardadas
              </p>
              <p>Agrega una tarjeta en Métodos de pago, o paga por transferencia SPEI o en efectivo en tienda.</p>
              <LinkButton href={paths.app.paymentMethods} size="sm" onPress={() => closePayment()}>
                Agregar tarjeta
              </LinkButton>
            </div>
          ) : (
            <CardChoice
              cards={cardList}
              defaultCardId={defaultCardId}
              value={selectedCardId}
              onChange={(cardId) => form.setField('cardId', cardId)}
              isDisabled={isPaying}
            />
          )}
          {planOptions.length > 0 && (
            <RadioGroup
              label="Meses sin intereses"
              value={installments === null ? SINGLE_PAYMENT : String(installments)}
              onChange={(value) => form.setField('installments', value === SINGLE_PAYMENT ? null : (Number(value) as InstallmentCount))}
              isDisabled={isPaying}
            >
              <div className="grid gap-2 sm:grid-cols-2">
                <RadioCard value={SINGLE_PAYMENT}>
                  <span className="text-sm font-medium text-slate-900">Una sola exhibición</span>
                </RadioCard>
                {planOptions.map((months) => {
                  const { label, last } = planLabel(quotation.total, months);
                  return (
                    <RadioCard key={months} value={String(months)}>
                      <span className="flex min-w-0 flex-col">
                        <span className="text-sm font-medium text-slate-900 tabular-nums">{label}</span>
                        {last && <span className="text-xs text-slate-600 tabular-nums">{last}</span>}
                      </span>
                    </RadioCard>
                  );
                })}
              </div>
            </RadioGroup>
          )}
        </div>
      ) : (
        <div className="mt-5 rounded-lg border border-slate-200 p-4 text-sm text-slate-700" data-testid="pay-method-explanation">
          {method === 'bank_account' ? (
            <p>
              Te daremos una CLABE y una referencia para que transfieras {total} desde la app o el portal de tu banco en un plazo de 3 días.
            </p>
          ) : (
            <p>
              Te daremos una referencia con código de barras para que pagues {total} en efectivo en tiendas como 7-Eleven, Walmart o
              Farmacias del Ahorro en un plazo de 3 días.
            </p>
          )}
          <p className="mt-2 text-slate-600">Tu cotización seguirá pendiente hasta que recibamos el pago.</p>
        </div>
      )}

      {error && (
        <div
          className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="pay-error"
        >
          <AlertTriangleIcon className="mt-px size-4 shrink-0 text-red-700" />
          <p>
            {sentences(error, method === 'card' && inPayment.cardDeclined && cardList.length > 1 && 'Puedes elegir otra tarjeta.')}
            {quotation.pendingPayment && (
              <>
                {' '}
                <Link
                  href={paths.app.paymentInstructions(quotation.pendingPayment.id)}
                  onPress={() => closePayment()}
                  className="font-medium text-red-900"
                >
                  Ver instrucciones
                </Link>
              </>
            )}
          </p>
        </div>
      )}

      {method === 'card' && selectedCard && (
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-600" data-testid="pay-summary">
          <LockIcon className="mt-px size-4 shrink-0 text-slate-500" />
          <span>
            Cobraremos {total} a tu {describeCard(selectedCard)}
            {installments ? ` en ${planSentence(quotation.total, installments)}` : ''}.
          </span>
        </p>
      )}

      <PayActions>
        <Button variant="secondary" isDisabled={isPaying} onPress={() => closePayment()}>
          Cancelar
        </Button>
        <Button type="submit" isPending={isPaying} isDisabled={!choice}>
          {submitLabel}
        </Button>
      </PayActions>
    </form>
  );
}

/** The charge was made: what was charged, and the receipt. */
function PaidPanel({ folio, payment }: { folio: string; payment: Payment }) {
  const amount = formatMoney(payment.amount, { forceDecimals: true });
  const months = payment.payment_plan?.payments;
  const panel = useRef<HTMLDivElement>(null);
  // Again a frame later: react-aria's focus containment moves focus to the dialog's first control
  // a frame after the focused form is gone, which raced autoFocus and sometimes left it on "Ver recibo".
  useEffect(() => {
    const frame = requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('[data-done]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={panel}>
      <DialogTitle>
        Pagar cotización <span className="whitespace-nowrap">{folio}</span>
      </DialogTitle>
      <div
        className="mt-5 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        role="status"
        data-testid="pay-paid"
      >
        <CheckIcon className="mt-px size-5 shrink-0 text-emerald-700" />
        <div>
          <p className="font-semibold">Pagado</p>
          <p className="mt-1">
            Cobramos {amount}
            {payment.card ? ` a tu ${describeCard(payment.card)}` : ''}
            {months ? ` en ${planSentence(payment.amount, months)}` : ''}. Tu cotización {folio} quedó pagada.
          </p>
          {payment.authorization && <p className="mt-1 text-emerald-800">Autorización {payment.authorization}</p>}
        </div>
      </div>
      <PayActions>
        <LinkButton variant="secondary" href={paths.app.paymentReceipt(payment.id)} onPress={() => closePayment()}>
          Ver recibo
        </LinkButton>
        {/* The form that had focus is gone: focus lands here, and the panel is announced (role=status). */}
        <Button autoFocus data-done onPress={() => closePayment()}>
          Listo
        </Button>
      </PayActions>
    </div>
  );
}

/**
 * Focuses `target` each time `key` changes, once the full-screen spinner is gone: when the spinner
 * leaves, react-aria gives focus back to the control that started the charge, which the new panel
 * replaced, and focus fell on the dialog's hidden "Descartar" button.
 */
function useFocusWhenSettled(target: RefObject<HTMLElement | null>, key: string) {
  const spinnerUp = usePageState().loadingCount > 0;
  useEffect(() => {
    if (spinnerUp) return undefined;
    // A frame later: after react-aria's own focus restore, which runs in a frame too.
    const frame = requestAnimationFrame(() => target.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [key, spinnerUp, target]);
}

const CHECK_TONES = {
  neutral: { box: 'border-slate-200 bg-slate-50 text-slate-800', icon: 'text-slate-600' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'text-emerald-700' },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: 'text-amber-700' },
} as const;

/**
 * After a charge whose outcome is not known (no answer, an emptied answer, an attempt still being
 * processed): finding out, then saying plainly what is known. Never another card or method while
 * the first attempt may still complete: only that same attempt again (same key) or a new check.
 */
function ChargeCheck({
  inPayment,
  total,
  card,
  onRepeat,
  onRecheck,
}: {
  inPayment: QuotationInPayment;
  total: string;
  card: Card | null;
  onRepeat: () => void;
  onRecheck: () => void;
}) {
  const { quotation, phase, verdict, check } = inPayment;
  const heading = useRef<HTMLHeadingElement>(null);
  const state = phase === 'checking' || !verdict ? `checking-${check ?? 'lost-answer'}` : verdict.kind;
  useFocusWhenSettled(heading, state);
  const onCard = card ? ` a tu ${describeCard(card)}` : '';

  let tone: keyof typeof CHECK_TONES = 'neutral';
  let headline: string;
  let body: ReactNode;
  let actions: ReactNode = null;
  if (phase === 'checking' || !verdict) {
    headline = check === 'in-progress' ? 'Tu pago aún se está procesando' : 'Confirmando tu pago';
    body =
      check === 'in-progress'
        ? `Tu banco todavía no responde al cobro de ${total}${onCard}. Esperamos su respuesta para decirte si se realizó; no cierres esta ventana.`
        : check === 'conflict'
          ? 'Estamos revisando el estado de tu pago; no cierres esta ventana.'
          : `No recibimos la respuesta del cobro de ${total}. Estamos confirmando si se realizó; no cierres esta ventana.`;
  } else if (verdict.kind === 'paid') {
    tone = 'success';
    headline = 'Pagado';
    body = `Confirmamos el cargo de ${total}${verdict.cardId ? onCard : ''}. Tu cotización ${quotation.folio} quedó pagada.`;
    actions = (
      <>
        {verdict.paymentId && (
          <LinkButton variant="secondary" href={paths.app.payment(verdict.paymentId)} onPress={() => closePayment()}>
            Ver el pago
          </LinkButton>
        )}
        <Button onPress={() => closePayment()}>Listo</Button>
      </>
    );
  } else if (verdict.kind === 'not-seen') {
    headline = 'Aún no vemos el cargo';
    // Not "nothing was charged": an attempt that timed out can still complete at the bank.
    body = `No recibimos respuesta y tu cotización ${quotation.folio} sigue pendiente: hasta ahora no vemos el cargo de ${total}. Si el intento todavía se está procesando, puede completarse en unos momentos. Intentar de nuevo repite ese mismo intento${card ? ` con tu ${describeCard(card)}` : ''}: nunca se te cobrará dos veces.`;
    actions = (
      <>
        <Button variant="secondary" onPress={() => closePayment()}>
          Cerrar
        </Button>
        <Button onPress={onRepeat}>Intentar de nuevo</Button>
      </>
    );
  } else {
    tone = 'warning';
    const inProcess = verdict.kind === 'in-progress';
    headline = inProcess ? 'Tu pago sigue en proceso' : 'No pudimos confirmar si se realizó el cargo';
    body = inProcess
      ? `Tu banco todavía no responde al cobro de ${total}${onCard}. Para no cobrarte dos veces, no lo intentes con otra tarjeta ni otra forma de pago: vuelve a comprobar en unos momentos o revisa tu Historial de pagos.`
      : sentences(
          'Para no cobrarte dos veces, no lo intentes con otra tarjeta todavía: vuelve a comprobar en unos momentos o revisa tu Historial de pagos.',
          verdict.message,
        );
    actions = (
      <>
        <Button variant="secondary" onPress={() => closePayment()}>
          Cerrar
        </Button>
        <Button onPress={onRecheck}>Volver a comprobar</Button>
      </>
    );
  }

  const { box, icon } = CHECK_TONES[tone];
  return (
    <div>
      <DialogTitle>
        Pagar cotización <span className="whitespace-nowrap">{quotation.folio}</span>
      </DialogTitle>
      {/* One live region for every step, so each new verdict is announced where the last one was. */}
      <div role="status" className="mt-5">
        <div className={`flex items-start gap-3 rounded-lg border p-4 text-sm ${box}`} data-testid="pay-check">
          {phase === 'checking' || !verdict ? (
            <Spinner size="sm" label="" />
          ) : tone === 'success' ? (
            <CheckIcon className={`mt-px size-5 shrink-0 ${icon}`} />
          ) : (
            <AlertTriangleIcon className={`mt-px size-5 shrink-0 ${icon}`} />
          )}
          <div>
            <h4
              ref={heading}
              tabIndex={-1}
              className="rounded-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {headline}
            </h4>
            <p className="mt-1">{body}</p>
          </div>
        </div>
      </div>
      {actions && <PayActions>{actions}</PayActions>}
    </div>
  );
}

/** The dialog's buttons, kept in view at the foot of the dialog however long its content is (phones, short windows). */
function PayActions({ children }: { children: ReactNode }) {
  return (
    <DialogActions className="sticky bottom-0 z-10 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 py-4">{children}</DialogActions>
  );
}
