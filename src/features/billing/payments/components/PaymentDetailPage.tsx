import { Fragment } from 'react';
import { Folio, FolioText } from '@/components/ui/Folio';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Card } from '@/components/ui/Card';
import { AlertTriangleIcon, ReceiptIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import { appPaths } from '@/config/app-paths';
import { formatCardNumber, formatDateTime, formatMoney } from '@/lib/format';
import { usePageHeader } from '@/lib/page-state';
import { referenceFacts } from '@/features/billing/payments/methods';
import { brandLabel, cardTypeLabel, CardBrandMark } from '@/features/payment-methods';
import { usePayment } from '../api/get-payment';
import { installmentsLabel, receiptMethodLabel } from '../method-label';
import { formatLongDateTime, hasReceipt, isPendingReference } from '../payment-method';
import type { Payment } from '@/features/billing/payments/types';
import { PaymentAmount } from './PaymentAmount';
import { PaymentInvoiceCard } from './PaymentInvoiceCard';
import { ChargebackNote, PaymentProblemLink } from './PaymentProblem';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { PaymentLoadFailure } from './PaymentLoadFailure';
import { PaymentFact, PaymentIdFact, QuotationFact } from './PaymentFact';
import { SkeletonCards } from '@/components/ui/SkeletonLines';
// The route's loader reads (app/app-routes): here, in the screen's lazy chunk, not on the first load.
export { paymentScreenQueries as queries } from '../api/get-payment';

/**
 * /app/historial-de-pagos/:paymentId — one payment: its card (and plan) or its SPEI or store
 * reference, authorization and invoice, and the way to its receipt or instructions.
 */
export function PaymentDetailPage() {
  const { paymentId = '' } = useParams();
  const query = usePayment(paymentId);
  const payment = query.data;

  usePageHeader('Detalle del pago', [
    { label: 'Inicio', href: appPaths.home },
    { label: 'Historial de pagos', href: appPaths.paymentHistory },
    { label: payment?.quotation?.folio ? `Pago de ${payment.quotation.folio}` : 'Detalle del pago' },
  ]);

  if (!payment) {
    if (query.isError) {
      return <PaymentLoadFailure query={query} title="No pudimos cargar el pago" />;
    }
    return <DetailSkeleton />;
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-medium text-slate-900">
              <FolioText text={payment.description} />
            </h2>
          </div>
          <PaymentStatusBadge payment={payment} />
        </div>
        <p className="mt-4 text-3xl font-semibold tracking-tight" data-testid="payment-amount">
          <PaymentAmount payment={payment} /> <span className="text-base font-medium text-slate-600">{payment.currency}</span>
        </p>

        <StatusNote payment={payment} />
        <PaymentLinks payment={payment} />

        <dl className="mt-6 grid gap-x-6 gap-y-4 border-t border-slate-200 pt-5 text-sm @xl/main:grid-cols-2">
          <MethodDetails payment={payment} />
          <PaymentFact look="detail" label="Autorización">
            <bdi className="font-mono">{payment.authorization || '—'}</bdi>
          </PaymentFact>
          <PaymentFact look="detail" label="Número de orden">
            <span className="unbroken font-mono">{payment.order_id || '—'}</span>
          </PaymentFact>
          <PaymentFact look="detail" label="Fecha y hora">
            {formatDateTime(payment.creation_date)}
          </PaymentFact>
          <PaymentFact look="detail" label="Última actualización">
            {formatDateTime(payment.operation_date ?? payment.creation_date)}
          </PaymentFact>
          <QuotationFact look="detail" payment={payment} />
          <PaymentIdFact look="detail" payment={payment} />
        </dl>
        <PaymentProblemLink payment={payment} className="mt-6 border-t border-slate-200 pt-4" />
      </Card>

      <PaymentInvoiceCard payment={payment} />
    </div>
  );
}

function StatusNote({ payment }: { payment: Payment }) {
  switch (payment.status) {
    case 'FAILED':
      return (
        <Callout role="note" tone="danger" icon={AlertTriangleIcon} className="mt-4">
          <p className="font-medium">Motivo del rechazo</p>
          <p data-testid="failure-reason">
            <bdi>{payment.error_message || 'El banco no indicó el motivo.'}</bdi>
          </p>
          {payment.quotation && (
            <p className="mt-2">
              <Link href={appPaths.quotation(payment.quotation.id)} tone="danger">
                Revisar la cotización <Folio>{payment.quotation.folio}</Folio>
              </Link>
            </p>
          )}
        </Callout>
      );
    case 'REFUNDED':
      return (
        <div role="note" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
          <p className="font-medium">
            Te reembolsamos {formatMoney(payment.refund?.amount ?? payment.amount, { forceDecimals: true })} el{' '}
            {formatDateTime(payment.refund?.creation_date ?? payment.operation_date)}.
          </p>
          {payment.refund?.description && (
            <p>
              <bdi>{payment.refund.description}</bdi>
            </p>
          )}
          <p className="mt-1">El reembolso puede tardar algunos días hábiles en verse en tu estado de cuenta.</p>
        </div>
      );
    case 'IN_PROGRESS':
    case 'CHARGE_PENDING':
      if (isPendingReference(payment)) {
        const due = formatLongDateTime(payment.due_date);
        return (
          <Callout role="note" tone="warning" className="mt-4">
            <p>
              Esperamos {referenceFacts(payment.method).awaited}
              {due ? ` antes del ${due} (hora del centro de México)` : ''}. Lo confirmaremos aquí en cuanto llegue.
            </p>
          </Callout>
        );
      }
      return (
        <Callout role="note" tone="info" className="mt-4">
          <p>Tu banco aún está procesando este pago. Su estado se actualizará aquí en cuanto lo confirme.</p>
        </Callout>
      );
    case 'CHARGEBACK_PENDING':
    case 'CHARGEBACK_ACCEPTED':
    case 'CHARGEBACK_ADJUSTMENT':
      return <ChargebackNote payment={payment} />;
    case 'CANCELLED':
    case 'COMPLETED':
    default:
      return null;
  }
}

/** The receipt of a payment that took money, or the instructions of a reference still waiting. */
function PaymentLinks({ payment }: { payment: Payment }) {
  if (hasReceipt(payment)) {
    return (
      <div className="mt-4">
        <LinkButton variant="secondary" href={appPaths.paymentReceipt(payment.id)}>
          <ReceiptIcon className="size-4" />
          Ver recibo
        </LinkButton>
      </div>
    );
  }
  if (isPendingReference(payment)) {
    return (
      <div className="mt-4">
        <LinkButton href={appPaths.paymentInstructions(payment.id)}>Ver instrucciones de pago</LinkButton>
      </div>
    );
  }
  return null;
}

/** The card (with its plan of meses sin intereses), or the SPEI or store method and its due date. */
function MethodDetails({ payment }: { payment: Payment }) {
  if (payment.method === 'card') {
    const plan = installmentsLabel(payment);
    return (
      <>
        <PaymentFact look="detail" label="Tarjeta">
          <span className="flex items-center gap-3">
            <CardBrandMark brand={payment.card?.brand} decorative />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">
                {brandLabel(payment.card?.brand)}
                {payment.card?.type ? ` · ${cardTypeLabel(payment.card.type)}` : ''}
              </span>
              <span className="block tabular-nums text-slate-700">{formatCardNumber(payment.card?.card_number)}</span>
            </span>
          </span>
        </PaymentFact>
        <PaymentFact look="detail" label="Titular y banco">
          {/* Two strings of the server, each isolated: an override in the holder's name cannot reorder the bank. */}
          {payment.card?.holder_name || payment.card?.bank_name
            ? [payment.card.holder_name, payment.card.bank_name].filter(Boolean).map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && ' · '}
                  <bdi>{part}</bdi>
                </Fragment>
              ))
            : '—'}
        </PaymentFact>
        {plan && (
          <PaymentFact look="detail" label="Meses sin intereses">
            {plan}
          </PaymentFact>
        )}
      </>
    );
  }
  // The CLABE or the store reference in full is on the instructions page, which the detail links to.
  const due = formatLongDateTime(payment.due_date);
  return (
    <>
      <PaymentFact look="detail" label="Método de pago">
        {receiptMethodLabel(payment)}
      </PaymentFact>
      {due && (
        <PaymentFact look="detail" label="Fecha límite de pago">
          {due}
        </PaymentFact>
      )}
    </>
  );
}

function DetailSkeleton() {
  return (
    <SkeletonCards
      label="Cargando pago"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      cards={[
        {
          lines: ['h-5 w-2/3', 'mt-2 h-4 w-40', 'mt-5 h-9 w-48'],
          blocks: { count: 6, className: 'mt-6 grid gap-4 @xl/main:grid-cols-2', block: 'h-10 w-full' },
        },
        { lines: ['h-5 w-32', 'mt-4 h-11 w-full'] },
      ]}
    />
  );
}
