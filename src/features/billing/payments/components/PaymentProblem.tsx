// "¿Problema con este pago?" on the payment's detail and receipt: an e-mail to support already
// holding the payment's data (support-mail.ts). A chargeback gets what its status means and the
// same path as its main action, since a customer who sees one usually has a question.
import { LinkButton } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { AlertTriangleIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import type { Payment, PaymentStatus } from '@/features/billing/payments/types';
import { SUPPORT_EMAIL, paymentProblemMailto } from '../support-mail';

type ChargebackStatus = Extract<PaymentStatus, `CHARGEBACK_${string}`>;

/** What each chargeback status means for the customer. */
const CHARGEBACK_EXPLANATIONS: Record<ChargebackStatus, string> = {
  CHARGEBACK_PENDING:
    'Tu banco recibió una aclaración (contracargo) por este cargo y la está revisando. Mientras la resuelve, el monto puede aparecer retenido o devuelto en tu estado de cuenta.',
  CHARGEBACK_ACCEPTED:
    'Tu banco resolvió la aclaración (contracargo) de este cargo a tu favor y te devolvió el monto. Si no pediste la aclaración, escríbenos para revisar tu cotización.',
  CHARGEBACK_ADJUSTMENT:
    'Tu banco ajustó la aclaración (contracargo) de este cargo: el monto pudo volver a cargarse o devolverse en parte. Si no reconoces el ajuste, escríbenos.',
};

function isChargeback(status: PaymentStatus): status is ChargebackStatus {
  return status in CHARGEBACK_EXPLANATIONS;
}

/** The chargeback's explanation and the e-mail to support as its main action; nothing for another status. */
export function ChargebackNote({ payment }: { payment: Payment }) {
  if (!isChargeback(payment.status)) return null;
  return (
    <Callout role="note" tone="warning" icon={AlertTriangleIcon} className="mt-4" data-testid="chargeback-note">
      <p className="font-medium">¿Qué significa este estado?</p>
      <p>{CHARGEBACK_EXPLANATIONS[payment.status]}</p>
      <LinkButton href={paymentProblemMailto(payment)} size="sm" className="mt-3" data-print="hide">
        Escribir a soporte sobre este pago
      </LinkButton>
    </Callout>
  );
}

/** The quiet path, for any payment that is not a chargeback (which has ChargebackNote instead). */
export function PaymentProblemLink({ payment, className = '' }: { payment: Payment; className?: string }) {
  if (isChargeback(payment.status)) return null;
  return (
    <p className={`text-sm text-slate-700 ${className}`.trim()} data-print="hide">
      ¿Problema con este pago? <Link href={paymentProblemMailto(payment)}>Escríbenos a {SUPPORT_EMAIL}</Link>
    </p>
  );
}
