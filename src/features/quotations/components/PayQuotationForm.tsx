// The payment form (loaded when a payment is first opened): choose a saved
// card, confirm the amount, pay.
import { AlertTriangleIcon, CheckIcon, CreditCardIcon, LockIcon } from '@/components/ui/Icons';
import { Spinner } from '@/components/ui/Spinner';
import { Button, LinkButton } from '@/components/ui/Button';
import { DialogActions, DialogTitle } from '@/components/ui/Dialog';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useForm } from '@/lib/form/use-form';
import { useCurrentUser } from '@/lib/session';
import { describeCard } from '@/lib/cards/card-display';
import { useCards } from '@/lib/cards/get-cards';
import { usePayQuotation } from '../api/pay-quotation';
import { closePayment, type QuotationInPayment } from '../quotation-store';
import type { Card } from '@/lib/cards/card-display';
import { CardChoice, preselectedCardId } from './CardChoice';

export default function PayQuotationForm({ inPayment }: { inPayment: QuotationInPayment }) {
  const { quotation, phase, error } = inPayment;
  const isPaying = phase === 'paying';
  const user = useCurrentUser();
  const defaultCardId = user.customer?.defaultCardId ?? null;
  const cards = useCards();
  const { pay, recheck } = usePayQuotation();
  // The card the customer picked; until then, the default (or only usable) one.
  const form = useForm<{ cardId: string | null }>({ initial: { cardId: null } });
  const chosenCardId = form.values.cardId;

  const cardList = cards.data ?? [];
  const selectedCardId =
    chosenCardId && cardList.some((card) => card.id === chosenCardId) ? chosenCardId : preselectedCardId(cardList, defaultCardId);
  const selectedCard = cardList.find((card) => card.id === selectedCardId) ?? null;
  const total = formatMoney(quotation.total, { forceDecimals: true });

  // The charge got no answer: what is known about it, and nothing that could charge twice.
  if (phase === 'checking' || phase === 'settled') {
    const cardId = inPayment.verdict?.kind === 'paid' ? inPayment.verdict.cardId : inPayment.attempt?.cardId;
    const attemptCard = cardList.find((card) => card.id === cardId) ?? null;
    return (
      <ChargeCheck
        inPayment={inPayment}
        total={total}
        card={attemptCard}
        onRepeat={() => inPayment.attempt && pay(quotation.id, inPayment.attempt.cardId)}
        onRecheck={() => recheck(quotation.id)}
      />
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(
        () => {
          if (selectedCardId) pay(quotation.id, selectedCardId);
        },
        { isBlocked: !selectedCardId || isPaying },
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

      <div className="mt-5">
        {cards.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Cargando tus tarjetas">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : cards.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p>No pudimos cargar tus tarjetas. {errorMessage(cards.error)}</p>
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
            <p>Agrega una tarjeta en Métodos de pago para pagar tus cotizaciones.</p>
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
      </div>

      {error && (
        <div
          className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="pay-error"
        >
          <AlertTriangleIcon className="mt-px size-4 text-red-700" />
          <p>
            {error}
            {inPayment.cardDeclined && cardList.length > 1 ? ' Puedes elegir otra tarjeta.' : ''}
          </p>
        </div>
      )}

      {selectedCard && (
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
          <LockIcon className="mt-px size-4 text-slate-500" />
          <span>
            Cobraremos {total} a tu {describeCard(selectedCard)}.
          </span>
        </p>
      )}

      <DialogActions>
        <Button variant="secondary" isDisabled={isPaying} onPress={() => closePayment()}>
          Cancelar
        </Button>
        <Button type="submit" isPending={isPaying} isDisabled={!selectedCardId}>
          Pagar {total}
        </Button>
      </DialogActions>
    </form>
  );
}

/** After a charge that got no answer: checking it, then saying plainly whether it was made. */
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
  const { quotation, phase, verdict } = inPayment;
  const title = (
    <DialogTitle>
      Pagar cotización <span className="whitespace-nowrap">{quotation.folio}</span>
    </DialogTitle>
  );
  if (phase === 'checking' || !verdict) {
    return (
      <div>
        {title}
        <div className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4" role="status">
          <Spinner size="sm" label="" />
          <p className="text-sm text-slate-700">
            No recibimos la respuesta del cobro de {total}. Estamos confirmando si se realizó; no cierres esta ventana.
          </p>
        </div>
      </div>
    );
  }
  if (verdict.kind === 'paid') {
    return (
      <div>
        {title}
        <div
          className="mt-5 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
          role="status"
        >
          <CheckIcon className="mt-px size-5 shrink-0 text-emerald-700" />
          <div>
            <p className="font-semibold">Pagado</p>
            <p className="mt-1">
              Confirmamos el cargo de {total}
              {card ? ` a tu ${describeCard(card)}` : ''}. Tu cotización {quotation.folio} quedó pagada.
            </p>
          </div>
        </div>
        <DialogActions>
          {verdict.paymentId && (
            <LinkButton variant="secondary" href={paths.app.payment(verdict.paymentId)} onPress={() => closePayment()}>
              Ver el pago
            </LinkButton>
          )}
          <Button onPress={() => closePayment()}>Listo</Button>
        </DialogActions>
      </div>
    );
  }
  if (verdict.kind === 'not-charged') {
    return (
      <div>
        {title}
        <div
          className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
          role="status"
        >
          <AlertTriangleIcon className="mt-px size-5 shrink-0 text-slate-600" />
          <div>
            <p className="font-semibold text-slate-900">No se realizó el cargo</p>
            <p className="mt-1">
              No recibimos respuesta, pero confirmamos que no se cobró nada: tu cotización sigue pendiente. Puedes intentarlo de nuevo
              {card ? ` con tu ${describeCard(card)}` : ''}; si el primer intento llegara a procesarse, no se te cobrará dos veces.
            </p>
          </div>
        </div>
        <DialogActions>
          <Button variant="secondary" onPress={() => closePayment()}>
            Cancelar
          </Button>
          <Button onPress={onRepeat}>Intentar de nuevo</Button>
        </DialogActions>
      </div>
    );
  }
  return (
    <div>
      {title}
      <div className="mt-5 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" role="alert">
        <AlertTriangleIcon className="mt-px size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">No pudimos confirmar si se realizó el cargo</p>
          <p className="mt-1">
            Para no cobrarte dos veces, no lo intentes con otra tarjeta todavía: vuelve a comprobar en unos momentos o revisa tu Historial
            de pagos. ({verdict.message})
          </p>
        </div>
      </div>
      <DialogActions>
        <Button variant="secondary" onPress={() => closePayment()}>
          Cerrar
        </Button>
        <Button onPress={onRecheck}>Volver a comprobar</Button>
      </DialogActions>
    </div>
  );
}
