import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/Badge';
import { Callout } from '@/components/ui/Callout';
import { Card } from '@/components/ui/Card';
import { AlertTriangleIcon } from '@/components/ui/Icons';
import { Switch } from '@/components/ui/Switch';
import { changeFailureMessage, useUpdateCustomer } from '../api/update-customer';
import { describeCard, isExpired, type Card as SavedCard } from '@/lib/cards/card-display';

export interface AutoPaymentSettingProps {
  /** A change's answer was lost and the customer could not be read again: on or off is not known. */
  isUnconfirmed: boolean;
  isEnabled: boolean;
  defaultCardId: string | null | undefined;
  /** The saved cards, or undefined while they are not loaded. */
  cards: SavedCard[] | undefined;
  now: Date;
}

/**
 * Why automatic payment cannot charge, as a sentence for the customer, or null when
 * it can. `isEnabled` changes the advice: turn it on later, or fix it now.
 */
function autoPaymentBlocker(
  isEnabled: boolean,
  defaultCardId: string | null | undefined,
  cards: SavedCard[] | undefined,
  now: Date,
): string | null {
  // Until the list loads, trust the customer record; the API checks again.
  const defaultCard = defaultCardId && cards ? cards.find((card) => card.id === defaultCardId) : undefined;
  const hasDefault = Boolean(defaultCardId) && (!cards || defaultCard !== undefined);
  if (!hasDefault) {
    if (cards && cards.length === 0) {
      return isEnabled
        ? 'El pago automático está activado, pero no tienes tarjetas guardadas. Agrega una para que pueda cobrar.'
        : 'Para activar el pago automático, primero agrega una tarjeta.';
    }
    return isEnabled
      ? 'El pago automático está activado, pero no tienes tarjeta predeterminada. Elige una para que pueda cobrar.'
      : 'Para activar el pago automático, primero elige una tarjeta predeterminada.';
  }
  if (defaultCard && (isExpired(defaultCard, now) || !defaultCard.allows_charges)) {
    const problem = isExpired(defaultCard, now) ? 'está vencida' : 'no acepta cargos';
    return isEnabled
      ? `El pago automático está activado, pero tu tarjeta predeterminada (${describeCard(defaultCard)}) ${problem}. Elige otra tarjeta predeterminada para que pueda cobrar.`
      : `Tu tarjeta predeterminada (${describeCard(defaultCard)}) ${problem}. Elige otra tarjeta predeterminada para activar el pago automático.`;
  }
  return null;
}

export function AutoPaymentSetting({ isUnconfirmed, isEnabled, defaultCardId, cards, now }: AutoPaymentSettingProps) {
  const update = useUpdateCustomer({ optimistic: true });
  const blocker = autoPaymentBlocker(isEnabled, defaultCardId, cards, now);
  const defaultCard = cards?.find((card) => card.id === defaultCardId);
  // Turning it off is always allowed; turning it on needs a usable default card.
  const isDisabled = !isEnabled && blocker !== null;

  const onChange = (next: boolean) => {
    update.mutate(
      { body: { autoPaymentEnabled: next } },
      {
        onSuccess: () => toast.success(next ? 'Activaste el pago automático.' : 'Desactivaste el pago automático.'),
        // After a lost answer the switch shows what the server holds (read again), or the notice says it is unknown.
        onError: (error) => {
          const message = changeFailureMessage(error, `No pudimos ${next ? 'activar' : 'desactivar'} el pago automático`);
          if (message) toast.error(message);
        },
      },
    );
  };

  const description = defaultCard
    ? `Cobramos tus cotizaciones pendientes a tu tarjeta predeterminada (${describeCard(defaultCard)}), sin que tengas que entrar a pagarlas.`
    : 'Cobramos tus cotizaciones pendientes a tu tarjeta predeterminada, sin que tengas que entrar a pagarlas.';

  return (
    <Card as="section">
      <h2 className="text-base leading-6 font-semibold text-slate-900">Preferencias de pago</h2>
      {isUnconfirmed ? (
        // No switch: its position would be a guess. The notice at the top of the page offers to check.
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="auto-payment-unconfirmed">
          <span className="font-medium text-slate-900">Pago automático</span>
          <Badge tone="warning">Por confirmar</Badge>
        </div>
      ) : (
        <div className="mt-3">
          <Switch
            isSelected={isEnabled}
            onChange={onChange}
            isDisabled={isDisabled}
            // A change waits for the previous one, so a rollback never undoes a later choice.
            isReadOnly={update.isPending}
            description={description}
          >
            Pago automático
          </Switch>
        </div>
      )}
      {blocker && !isUnconfirmed && (
        <Callout data-testid="auto-payment-blocker" tone="warning" icon={AlertTriangleIcon} className="mt-3">
          <p>{blocker}</p>
        </Callout>
      )}
    </Card>
  );
}
