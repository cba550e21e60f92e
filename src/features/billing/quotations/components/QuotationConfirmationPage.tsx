// /app/cotizaciones/:quotationId/confirmacion?id=<charge id> — where the bank sends the customer
// back after 3-D Secure (Openpay's convention). It reads the charge and says what happened. The
// only thing taken from the query string is the charge id, checked and read from our API; no URL
// from it is ever followed (no open redirect), and a charge of another quotation is not shown.
import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, LinkButton } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Card } from '@/components/ui/Card';
import { AlertTriangleIcon, CheckIcon, ReceiptIcon } from '@/components/ui/Icons';
import { Skeleton } from '@/components/ui/Skeleton';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { EmptyState } from '@/components/ui/States';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { appPaths } from '@/config/app-paths';
import { isNotFound } from '@/lib/api';
import { describeCard } from '@/features/payment-methods';
import { formatMoney } from '@/lib/format';
import { usePageHeader } from '@/lib/page-state';
import { paymentQueryOptions } from '@/features/billing/payments/api/payment-queries';
import type { Payment } from '@/features/billing/payments/types';
import { useQuotation } from '../api/get-quotation';
import { invalidateAfter } from '@/lib/api/invalidation';
import { planSentence } from '../installments';
import { canPayByHand } from '../quotation-lifecycle';
import { openPayment } from '../quotation-store';
import type { Quotation } from '../types';
// The route's loader reads (app/app-routes): here, in the screen's lazy chunk, not on the first load.
export { quotationScreenQueries as queries } from '../api/get-quotation';

/** A charge id as Openpay makes them; anything else in `?id=` is not read at all. */
const CHARGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function QuotationConfirmationPage() {
  const { quotationId = '' } = useParams();
  const [search] = useSearchParams();
  const paymentId = search.get('id') ?? '';
  const queryClient = useQueryClient();
  const quotation = useQuotation(quotationId).data;

  usePageHeader('Confirmación del pago', [
    { label: 'Inicio', href: appPaths.home },
    { label: quotation?.folio ?? 'Cotización', href: appPaths.quotation(quotationId) },
    { label: 'Confirmación del pago' },
  ]);

  // Back from the bank: the quotation and the payments may have changed meanwhile.
  useEffect(() => {
    void invalidateAfter(queryClient, 'post /quotations/{quotationId}/pay');
  }, [queryClient]);

  if (!CHARGE_ID.test(paymentId)) return <InvalidLink quotationId={quotationId} />;
  return <Confirmation quotationId={quotationId} paymentId={paymentId} quotation={quotation} />;
}

function InvalidLink({ quotationId }: { quotationId: string }) {
  return (
    <Card>
      <div role="alert">
        <EmptyState
          icon={<AlertTriangleIcon className="size-6" />}
          title="El enlace de confirmación no es válido"
          description="Revisa el estado de tu pago en la cotización o en tu Historial de pagos."
          action={<LinkButton href={appPaths.quotation(quotationId)}>Ver la cotización</LinkButton>}
        />
      </div>
    </Card>
  );
}

function Confirmation({ quotationId, paymentId, quotation }: { quotationId: string; paymentId: string; quotation: Quotation | undefined }) {
  // The same query (and cache entry) as the payment detail's usePayment (shared in lib/payments).
  const query = useQuery(paymentQueryOptions(paymentId));
  const payment = query.data;
  const navigate = useNavigate();
  const toQuotation = appPaths.quotation(quotationId);

  /** Back to the quotation with the pay dialog open (when it can still be paid). */
  const tryAgain = () => {
    if (quotation && canPayByHand(quotation)) openPayment(quotation);
    void navigate(toQuotation);
  };

  if (query.isError) {
    return isNotFound(query.error) ? (
      <NotFoundState
        icon={<ReceiptIcon className="size-6" />}
        title="No encontramos este pago"
        description="Revisa el estado de tu pago en la cotización o en tu Historial de pagos."
        action={<LinkButton href={toQuotation}>Volver a la cotización</LinkButton>}
      />
    ) : (
      <QueryErrorState title="No pudimos confirmar tu pago" query={query} />
    );
  }
  // Only the answer read now counts: a copy from a list seen earlier may predate the bank's verdict.
  if (!payment || !query.isFetchedAfterMount) {
    return (
      <Card>
        <div role="status" aria-label="Confirmando tu pago" className="flex flex-col gap-3">
          <Skeleton className="block rounded-md h-6 w-40" />
          <Skeleton className="block rounded-md h-4 w-3/4" />
          <Skeleton className="block rounded-md h-4 w-1/2" />
        </div>
      </Card>
    );
  }
  if (payment.quotation?.id !== quotationId) return <InvalidLink quotationId={quotationId} />;

  const folio = payment.quotation.folio;
  const amount = formatMoney(payment.amount, { forceDecimals: true });
  const back = (
    <LinkButton key="back" variant="secondary" href={toQuotation}>
      Volver a la cotización
    </LinkButton>
  );
  const retry = (
    <Button key="retry" onPress={tryAgain}>
      Intentar de nuevo
    </Button>
  );

  switch (payment.status) {
    case 'COMPLETED':
      return (
        <Outcome
          tone="success"
          title="Pagado"
          actions={[
            <LinkButton key="r" href={appPaths.paymentReceipt(payment.id)}>
              Ver recibo
            </LinkButton>,
            back,
          ]}
        >
          <p>
            Cobramos {amount}
            {payment.card ? ` a tu ${describeCard(payment.card)}` : ''}
            {payment.payment_plan ? ` en ${planSentence(payment.amount, payment.payment_plan.payments)}` : ''}. Tu cotización{' '}
            <span className="unbroken">{folio}</span> quedó pagada.
          </p>
          {payment.authorization && (
            <p>
              Autorización <bdi>{payment.authorization}</bdi>
            </p>
          )}
        </Outcome>
      );
    case 'FAILED': {
      const reason = payment.error_message?.trim() || 'Tu banco no autorizó el pago.';
      return (
        <Outcome tone="danger" title="No se realizó el pago" actions={[back, retry]}>
          <p>
            <bdi>{reason}</bdi>
          </p>
          {/* Openpay's rejection of 3-D Secure already says it; once is enough. */}
          {!saysNothingCharged(reason) && (
            <p>No se hizo ningún cargo{cardPhrase(payment)}. Puedes intentarlo de nuevo o elegir otra forma de pago.</p>
          )}
        </Outcome>
      );
    }
    case 'CHARGE_PENDING':
      return (
        <Outcome tone="warning" title="La autenticación con tu banco no se completó" actions={[back, retry]}>
          <p>
            El pago de {amount} de la cotización <span className="unbroken">{folio}</span> sigue esperando la autenticación (3-D Secure) y
            no se ha hecho ningún cargo
            {cardPhrase(payment)}. Intenta de nuevo para volver a autenticarlo.
          </p>
        </Outcome>
      );
    case 'CANCELLED':
      return (
        <Outcome tone="warning" title="Este intento de pago se canceló" actions={[back]}>
          <p>
            Lo reemplazó un intento más reciente, o se canceló antes de que tu banco lo autenticara. No se hizo ningún cargo
            {cardPhrase(payment)} por este intento.
          </p>
        </Outcome>
      );
    case 'CHARGEBACK_ACCEPTED':
    case 'CHARGEBACK_ADJUSTMENT':
    case 'CHARGEBACK_PENDING':
    case 'IN_PROGRESS':
    case 'REFUNDED':
    default:
      return (
        <Outcome
          tone="warning"
          title="Tu pago está en proceso"
          actions={[
            back,
            <LinkButton key="p" href={appPaths.payment(payment.id)}>
              Ver el pago
            </LinkButton>,
          ]}
        >
          <p>Consulta su estado en tu Historial de pagos.</p>
        </Outcome>
      );
  }
}

/** The bank's message already says nothing was charged ("No se hizo ningún cargo", with or without accents). */
const saysNothingCharged = (message: string) => /ningun cargo/i.test(message.normalize('NFD').replace(/\p{M}/gu, ''));

const cardPhrase = (payment: Payment) => (payment.card ? ` a tu ${describeCard(payment.card)}` : '');

const ICONS = { success: CheckIcon, danger: AlertTriangleIcon, warning: AlertTriangleIcon } as const;

function Outcome({
  tone,
  title,
  actions,
  children,
}: {
  tone: keyof typeof ICONS;
  title: string;
  actions: ReactNode[];
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-2xl">
      <Callout
        role={tone === 'success' ? 'status' : 'alert'}
        data-testid="confirmation-outcome"
        tone={tone}
        size="md"
        icon={ICONS[tone]}
        contentClassName="flex flex-col gap-1"
      >
        <h2 className="text-base font-semibold">{title}</h2>
        {children}
      </Callout>
      <div className="mt-5 flex flex-wrap justify-end gap-3">{actions}</div>
    </Card>
  );
}
