import { AUTO_PAYMENT_NOTICE_DAYS } from '@/features/billing';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import {
  NextAutoCharge,
  NotChargedAutomatically,
  formatDayAndTime,
  isConsented,
} from '@/features/payment-methods/auto-payment/NextAutoCharge';
import { useAutoPayment } from '@/features/payment-methods/auto-payment/get-auto-payment';
import { lazyComponent, OnDemand } from '@/lib/lazy';
import { Callout } from '@/components/ui/Callout';
import { Card } from '@/components/ui/Card';
import { AlertTriangleIcon } from '@/components/ui/Icons';
import { Switch } from '@/components/ui/Switch';
import { changeFailureMessage, useUpdateCustomer } from '../api/update-customer';
import { describeCard, isExpired, type Card as SavedCard } from '@/features/payment-methods/cards/card-display';

// The consent dialog loads when the customer turns the switch on (or points at it).
const AutoPaymentConsentDialog = lazyComponent(() => import('./AutoPaymentConsentDialog').then((m) => m.AutoPaymentConsentDialog));

/** What turning it off says, as a toast and beside the switch. */
export const TURNED_OFF = 'Desactivaste el pago automático. No haremos más cargos automáticos.';

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
  // The wording to accept, the consent given and the next charge. A backend without it
  // (404, an error) leaves the switch as it was: on or off, nothing about charges.
  const autoPayment = useAutoPayment();
  const [consentOpen, setConsentOpen] = useState(false);
  const [consentLoaded, setConsentLoaded] = useState(false);
  const blocker = autoPaymentBlocker(isEnabled, defaultCardId, cards, now);
  const defaultCard = cards?.find((card) => card.id === defaultCardId);
  // Turning it off is always allowed; turning it on needs a usable default card.
  const isDisabled = !isEnabled && blocker !== null;
  const data = autoPayment.data;
  // On, but turned on before consent was asked for: nothing is charged until it is given.
  const needsConsent = isEnabled && data !== undefined && !data.consent?.acceptedAt;
  const consented = isEnabled && isConsented(data);

  const openConsent = () => {
    if (autoPayment.isError) {
      toast.error('No pudimos cargar las condiciones del pago automático. Intenta de nuevo.');
      void autoPayment.refetch();
      return;
    }
    setConsentLoaded(true);
    setConsentOpen(true);
  };

  const turnOff = () => {
    update.mutate(
      { body: { autoPaymentEnabled: false } },
      {
        onSuccess: () => toast.success(TURNED_OFF),
        // After a lost answer the switch shows what the server holds (read again), or the notice says it is unknown.
        onError: (error) => {
          const message = changeFailureMessage(error, 'No pudimos desactivar el pago automático');
          if (message) toast.error(message);
        },
      },
    );
  };

  // On: through the consent dialog, never straight away. Off: one step, at once.
  const onChange = (next: boolean) => (next ? openConsent() : turnOff());

  const description = defaultCard
    ? `Cobramos tus cotizaciones pendientes en su último día a tu tarjeta predeterminada (${describeCard(defaultCard)}), con aviso por correo ${AUTO_PAYMENT_NOTICE_DAYS} días antes.`
    : `Cobramos tus cotizaciones pendientes en su último día a tu tarjeta predeterminada, con aviso por correo ${AUTO_PAYMENT_NOTICE_DAYS} días antes.`;
  const revokedAt = !isEnabled ? data?.consent?.revokedAt : null;

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
        <div className="mt-3" onPointerEnter={() => void AutoPaymentConsentDialog.preload()}>
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
      {!isUnconfirmed && needsConsent && !blocker && (
        <Callout data-testid="auto-payment-needs-consent" tone="warning" icon={AlertTriangleIcon} className="mt-3">
          <p>
            Activaste el pago automático antes de que pidiéramos tu consentimiento: no haremos cargos automáticos hasta que aceptes sus
            condiciones.
          </p>
          <Button size="sm" variant="secondary" className="mt-2" onPress={openConsent}>
            Revisar y aceptar condiciones
          </Button>
        </Callout>
      )}
      {!isUnconfirmed && consented && data && (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4">
          <NextAutoCharge autoPayment={data} />
          <NotChargedAutomatically autoPayment={data} />
          {data.consent && (
            <p className="text-sm text-slate-600" data-testid="auto-payment-consent">
              Aceptaste las condiciones el {formatDayAndTime(data.consent.acceptedAt)}. Puedes desactivarlo aquí mismo cuando quieras, sin
              penalización.
            </p>
          )}
        </div>
      )}
      {!isUnconfirmed && revokedAt && (
        <p className="mt-3 text-sm text-slate-600" data-testid="auto-payment-revoked">
          Desactivaste el pago automático el {formatDayAndTime(revokedAt)}. No haremos más cargos automáticos.
        </p>
      )}
      <OnDemand when={consentLoaded}>
        <AutoPaymentConsentDialog
          isOpen={consentOpen}
          onOpenChange={setConsentOpen}
          onEnabled={({ checked }) => {
            setConsentOpen(false);
            toast.success(
              checked
                ? `Confirmamos que activaste el pago automático. Te avisaremos por correo ${AUTO_PAYMENT_NOTICE_DAYS} días antes de cada cargo.`
                : `Activaste el pago automático. Te avisaremos por correo ${AUTO_PAYMENT_NOTICE_DAYS} días antes de cada cargo.`,
            );
          }}
        />
      </OnDemand>
    </Card>
  );
}
