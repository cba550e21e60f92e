// /app/historial-de-pagos/:paymentId/recibo — the printable receipt of a payment that took money
// (COMPLETED, or REFUNDED with its refund). Any other payment has no receipt yet: the page says so
// and points to its detail or its instructions.
import { FolioText } from '@/components/ui/Folio';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ReceiptIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/States';
import { appPaths } from '@/config/app-paths';
import { formatMoney } from '@/lib/format';
import { usePageHeader } from '@/lib/page-state';
import type { Payment } from '@/features/billing/payments/types';
import { CardBrandMark } from '@/features/payment-methods';
import { CustomerIdentity } from '@/features/billing/documents/CustomerIdentity';
import { IssuerIdentity } from '@/features/billing/documents/IssuerIdentity';
import { usePayment } from '../api/get-payment';
import { receiptMethodLabel } from '../method-label';
import { formatLongDateTime, hasReceipt, isPendingReference } from '../payment-method';
import { PaymentInvoiceLinks } from './PaymentInvoiceLinks';
import { InvoiceRequestButton } from './InvoiceRequestButton';
import {
  canRequestInvoice,
  invoiceDeadlinePassedText,
  invoiceDeadlineText,
  invoiceDetailText,
  paymentInvoiceState,
} from '@/features/billing/invoices/invoice-status';
import { ChargebackNote, PaymentProblemLink } from './PaymentProblem';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { PrintButton } from './PrintButton';
import { PaymentLoadFailure, paymentPageCrumbs } from './PaymentLoadFailure';
import { PaymentFact, PaymentIdFact, QuotationFact } from './PaymentFact';
import { SkeletonBlocks, SkeletonLines } from '@/components/ui/SkeletonLines';

export function PaymentReceiptPage() {
  const { paymentId = '' } = useParams();
  const query = usePayment(paymentId);
  const payment = query.data;

  usePageHeader('Recibo de pago', paymentPageCrumbs(payment, 'Recibo'));

  if (!payment) {
    if (query.isError) {
      return <PaymentLoadFailure query={query} title="No pudimos cargar el recibo" />;
    }
    return (
      <Card>
        <div role="status" aria-label="Cargando recibo">
          <SkeletonLines lines={['h-5 w-1/2', 'mt-4 h-9 w-48']} />
          <SkeletonBlocks count={6} className="mt-6 grid gap-4 @xl/main:grid-cols-2" block="h-10 w-full" />
        </div>
      </Card>
    );
  }

  if (!hasReceipt(payment)) return <NoReceipt payment={payment} />;
  return <Receipt payment={payment} />;
}

function NoReceipt({ payment }: { payment: Payment }) {
  const pending = isPendingReference(payment);
  const waiting = payment.status === 'IN_PROGRESS' || payment.status === 'CHARGE_PENDING';
  return (
    <Card>
      <EmptyState
        icon={<ReceiptIcon className="size-6" />}
        title="Este pago aún no tiene recibo"
        description={
          waiting ? 'Emitimos el recibo en cuanto se confirma el pago.' : 'Solo los pagos completados tienen recibo; este pago no se cobró.'
        }
        action={
          pending ? (
            <LinkButton href={appPaths.paymentInstructions(payment.id)}>Ver instrucciones de pago</LinkButton>
          ) : (
            <LinkButton href={appPaths.payment(payment.id)}>Ver detalle del pago</LinkButton>
          )
        }
      />
    </Card>
  );
}

function Receipt({ payment }: { payment: Payment }) {
  const paidAt = formatLongDateTime(payment.operation_date ?? payment.creation_date);
  const folio = payment.order_id || payment.id;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card as="article" className="mx-auto w-full max-w-3xl print:max-w-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-lg font-semibold tracking-tight text-brand-800">Cotiza</p>
            <IssuerIdentity />
          </div>
          <div className="@xl/main:text-right">
            <h2 className="text-base font-semibold text-slate-900">Comprobante de pago</h2>
            <p className="text-sm text-slate-700">
              Folio{' '}
              <span className="unbroken font-mono font-medium text-slate-900" data-testid="receipt-folio">
                {folio}
              </span>
            </p>
          </div>
        </header>

        <div className="py-5">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-600">Monto pagado</p>
            <PaymentStatusBadge payment={payment} />
          </div>
          <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="receipt-amount">
            {formatMoney(payment.amount, { forceDecimals: true })}{' '}
            <span className="text-base font-medium text-slate-600">{payment.currency}</span>
          </p>
          <ChargebackNote payment={payment} />
          {payment.status === 'REFUNDED' && (
            <p role="note" className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
              Reembolsado: te devolvimos {formatMoney(payment.refund?.amount ?? payment.amount, { forceDecimals: true })} MXN
              {payment.refund?.creation_date ? ` el ${formatLongDateTime(payment.refund.creation_date)}` : ''}.
              {payment.refund?.description && (
                <>
                  {' '}
                  <bdi>{payment.refund.description}</bdi>
                </>
              )}
            </p>
          )}
        </div>

        <dl>
          <PaymentFact look="receipt" label="Fecha y hora del pago">
            {paidAt ? `${paidAt} (hora del centro de México)` : '—'}
          </PaymentFact>
          <PaymentFact look="receipt" label="Concepto">
            <FolioText text={payment.description} />
          </PaymentFact>
          <QuotationFact look="receipt" payment={payment} />
          <PaymentFact look="receipt" label="Método de pago">
            <span className="inline-flex items-center gap-2">
              {payment.method === 'card' && <CardBrandMark brand={payment.card?.brand} decorative size="sm" />}
              <span data-testid="receipt-method">{receiptMethodLabel(payment)}</span>
            </span>
          </PaymentFact>
          <PaymentFact look="receipt" label="Autorización">
            <bdi className="font-mono" data-testid="receipt-authorization">
              {payment.authorization || '—'}
            </bdi>
          </PaymentFact>
          <PaymentFact look="receipt" label="Cliente">
            <CustomerIdentity />
          </PaymentFact>
          <PaymentFact look="receipt" label="Factura (CFDI)">
            <ReceiptInvoice payment={payment} />
          </PaymentFact>
          <PaymentIdFact look="receipt" payment={payment} />
        </dl>
      </Card>

      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-5 gap-y-3" data-print="hide">
        <PrintButton />
        <Link href={appPaths.payment(payment.id)}>Ver detalle del pago</Link>
        <Link href={appPaths.paymentHistory}>Volver al historial de pagos</Link>
        <PaymentProblemLink payment={payment} className="w-full" />
      </div>
    </div>
  );
}

/** The receipt's invoice: its folio fiscal and downloads, its status, or the way to request it. */
function ReceiptInvoice({ payment }: { payment: Payment }) {
  const state = paymentInvoiceState(payment);
  if (state.kind === 'invoice') {
    return (
      // Polite: a status that changes while the receipt re-reads the payment is announced.
      <span role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {state.invoice.uuid && <bdi className="font-mono text-xs break-all">{state.invoice.uuid}</bdi>}
        <span data-print="hide">
          <PaymentInvoiceLinks payment={payment} />
        </span>
      </span>
    );
  }
  if (canRequestInvoice(payment)) {
    const deadline = invoiceDeadlineText(payment);
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>Aún no solicitas la factura{deadline ? `. ${deadline}` : ''}.</span>
        <span data-print="hide">
          <InvoiceRequestButton payment={payment} mode="request" size="row" />
        </span>
      </span>
    );
  }
  return <>{state.kind === 'expired' ? invoiceDeadlinePassedText(payment) : invoiceDetailText(state)}</>;
}
