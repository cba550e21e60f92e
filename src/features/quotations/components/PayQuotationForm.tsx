// The payment form (loaded when a payment is first opened): choose a saved
// card, confirm the amount, pay.
import { useState } from 'react';
import { AlertTriangleIcon, CreditCardIcon, LockIcon } from '@/components/ui/Icons';
import { Button, LinkButton } from '@/components/ui/Button';
import { DialogActions, DialogTitle } from '@/components/ui/Dialog';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { describeCard } from '@/features/payment-methods/card-display';
import { useCards } from '@/features/payment-methods/api/get-cards';
import { usePayQuotation } from '../api/pay-quotation';
import { closePayment, type QuotationInPayment } from '../quotation-store';
import { CardChoice, preselectedCardId } from './CardChoice';

export default function PayQuotationForm({ inPayment }: { inPayment: QuotationInPayment }) {
  const { quotation, phase, error } = inPayment;
  const isPaying = phase === 'paying';
  const user = useCurrentUser();
  const defaultCardId = user.customer?.defaultCardId ?? null;
  const cards = useCards();
  const { pay } = usePayQuotation();
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);

  const cardList = cards.data ?? [];
  const selectedCardId =
    chosenCardId && cardList.some((card) => card.id === chosenCardId) ? chosenCardId : preselectedCardId(cardList, defaultCardId);
  const selectedCard = cardList.find((card) => card.id === selectedCardId) ?? null;
  const total = formatMoney(quotation.total, { forceDecimals: true });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (selectedCardId) pay(quotation.id, selectedCardId);
      }}
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
        <p className="text-xs text-slate-600">
          Incluye IVA por {formatMoney(quotation.tax, { forceDecimals: true })}
        </p>
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
            onChange={setChosenCardId}
            isDisabled={isPaying}
          />
        )}
      </div>

      {error && (
        <div className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="pay-error">
          <AlertTriangleIcon className="mt-px size-4 text-red-700" />
          <p>
            {error}
            {cardList.length > 1 ? ' Puedes elegir otra tarjeta.' : ''}
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
