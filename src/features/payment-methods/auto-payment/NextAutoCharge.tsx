// The next automatic charge, as Métodos de pago and Inicio show it: date, amount, card,
// the quotations it covers, and when the e-mail notice goes (or went) out.
import { Link } from '@/components/ui/Link';
import { appPaths } from '@/config/app-paths';
import { TIME_ZONE } from '@/config/time-zone';
import type { AutoPayment, AutoPaymentCharge } from '@/features/payment-methods/auto-payment/get-auto-payment';
import { brandLabel } from '@/features/payment-methods/cards/card-display';
import { formatDate, formatMoney } from '@/lib/format';

const timeFormat = new Intl.DateTimeFormat('es-MX', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "22 nov 2026 a las 12:00" of an instant, in Mexico City. */
export function formatDayAndTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? formatDate(iso) : `${formatDate(iso)} a las ${timeFormat.format(instant)}`;
}

/** "Visa •••• 1111", or what to do when there is no card to charge. */
export function chargeCardLabel(card: AutoPaymentCharge['card']): string {
  return card ? `${brandLabel(card.brand)} •••• ${card.last4}` : 'sin tarjeta predeterminada';
}

/** Whether automatic payment charges for real: on, with the customer's consent recorded. */
export function isConsented(autoPayment: AutoPayment | undefined): boolean {
  return Boolean(autoPayment?.enabled && autoPayment.consent && !autoPayment.consent.revokedAt);
}

export interface NextAutoChargeProps {
  autoPayment: AutoPayment;
}

/** Nothing unless automatic payment is on with consent and something is to be charged. */
export function NextAutoCharge({ autoPayment }: NextAutoChargeProps) {
  const next = autoPayment.nextCharge;
  if (!isConsented(autoPayment) || !next) return null;
  return (
    <div data-testid="next-auto-charge" className="text-sm text-slate-700">
      <p className="font-medium text-slate-900">
        Próximo cargo automático: {formatDate(next.date)}, {formatMoney(next.amount, { forceDecimals: true })}, {chargeCardLabel(next.card)}
      </p>
      <ul className="mt-1 flex flex-col gap-0.5" aria-label="Cotizaciones que cubre">
        {next.quotations.map((quotation) => (
          <li key={quotation.id} className="min-w-0">
            <Link href={appPaths.quotation(quotation.id)}>
              <span className="unbroken">{quotation.folio}</span>
            </Link>
            <span className="text-slate-600">
              {' '}
              · <bdi>{quotation.concept}</bdi> · {formatMoney(quotation.total, { forceDecimals: true })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-slate-600">
        {next.noticeSentAt
          ? `Aviso enviado el ${formatDate(next.noticeSentAt)}.`
          : `Te avisaremos por correo el ${formatDate(next.noticeDate)}.`}
      </p>
    </div>
  );
}

/** The pending quotations automatic payment will not charge: too close for the 5-day notice. */
export function NotChargedAutomatically({ autoPayment }: NextAutoChargeProps) {
  const list = autoPayment.notChargedAutomatically ?? [];
  if (!isConsented(autoPayment) || list.length === 0) return null;
  return (
    <ul data-testid="not-charged-automatically" className="flex flex-col gap-0.5 text-sm text-warning-800">
      {list.map((quotation) => (
        <li key={quotation.id}>
          <Link href={appPaths.quotation(quotation.id)}>
            <span className="unbroken">{quotation.folio}</span>
          </Link>{' '}
          (vence el {formatDate(quotation.validUntil)}): <bdi>{quotation.reason}</bdi>
        </li>
      ))}
    </ul>
  );
}
