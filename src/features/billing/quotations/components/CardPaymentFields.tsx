// Paying by card in the pay dialog: the saved cards (or why there are none) and the plans of meses
// sin intereses the chosen card allows.
import { Button, LinkButton } from '@/components/ui/Button';
import { CreditCardIcon } from '@/components/ui/Icons';
import { RadioCard, RadioCardPlaceholder, RadioGroup, RadioGroupPlaceholder } from '@/components/ui/RadioGroup';
import { Skeleton } from '@/components/ui/Skeleton';
import { appPaths } from '@/config/app-paths';
import { errorMessage } from '@/lib/api';
import { referencePayPhrases } from '@/features/billing/payments/methods';
import { sentences } from '@/lib/sentence';
import type { PayForm } from '../api/pay-form';
import { planLabel, type InstallmentCount } from '../installments';
import { closePayment } from '../quotation-store';
import { CardChoice, CardChoicePlaceholder } from './CardChoice';

const SINGLE_PAYMENT = 'una';

/** "por transferencia SPEI o en efectivo en tienda": the ways to pay without a card. */
const WITHOUT_A_CARD = referencePayPhrases('o');

/** `placeholder`: the cards' and plans' boxes only, at their size, while the dialog's frame paints (PayChoiceForm). */
export function CardPaymentFields({ pay, total, placeholder = false }: { pay: PayForm; total: number; placeholder?: boolean }) {
  const { cards, cardList, isPaying, installments } = pay;
  const plans = [
    { value: SINGLE_PAYMENT, content: <span className="text-sm font-medium text-slate-900">Una sola exhibición</span> },
    ...pay.planOptions.map((months) => {
      const { label, last } = planLabel(total, months);
      return {
        value: String(months),
        content: (
          <span className="flex min-w-0 flex-col">
            <span className="text-sm font-medium text-slate-900 tabular-nums">{label}</span>
            {last && <span className="text-xs text-slate-600 tabular-nums">{last}</span>}
          </span>
        ),
      };
    }),
  ];
  return (
    <div className="mt-5 flex flex-col gap-5">
      {cards.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Cargando tus tarjetas">
          <Skeleton className="block rounded-md h-4 w-20" />
          <Skeleton className="block rounded-md h-14 w-full" />
          <Skeleton className="block rounded-md h-14 w-full" />
        </div>
      ) : cards.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-danger-200 bg-danger-50 p-3 text-sm text-danger-800"
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
          <p>Agrega una tarjeta en Métodos de pago, o paga {WITHOUT_A_CARD}.</p>
          <LinkButton href={appPaths.paymentMethods} size="sm" onPress={() => closePayment()}>
            Agregar tarjeta
          </LinkButton>
        </div>
      ) : placeholder ? (
        <CardChoicePlaceholder cards={cardList} defaultCardId={pay.defaultCardId} />
      ) : (
        <CardChoice
          cards={cardList}
          defaultCardId={pay.defaultCardId}
          value={pay.selectedCardId}
          onChange={pay.setCard}
          isDisabled={isPaying}
        />
      )}
      {pay.planOptions.length > 0 &&
        (placeholder ? (
          <RadioGroupPlaceholder label="Meses sin intereses">
            <div className="grid gap-2 sm:grid-cols-2">
              {plans.map((plan) => (
                <RadioCardPlaceholder key={plan.value}>{plan.content}</RadioCardPlaceholder>
              ))}
            </div>
          </RadioGroupPlaceholder>
        ) : (
          <RadioGroup
            label="Meses sin intereses"
            value={installments === null ? SINGLE_PAYMENT : String(installments)}
            onChange={(value) => pay.setInstallments(value === SINGLE_PAYMENT ? null : (Number(value) as InstallmentCount))}
            isDisabled={isPaying}
          >
            <div className="grid gap-2 sm:grid-cols-2">
              {plans.map((plan) => (
                <RadioCard key={plan.value} value={plan.value}>
                  {plan.content}
                </RadioCard>
              ))}
            </div>
          </RadioGroup>
        ))}
    </div>
  );
}
