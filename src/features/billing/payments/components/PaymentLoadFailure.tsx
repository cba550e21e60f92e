// What the payment's pages (detail, receipt, instructions) show when the payment cannot be read:
// a real 404 says it does not exist; anything else can be retried. One place, so the three agree.
import { LinkButton } from '@/components/ui/Button';
import { ReceiptIcon } from '@/components/ui/Icons';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryErrorState, type FailedQuery } from '@/components/ui/QueryErrorState';
import { appPaths } from '@/config/app-paths';
import { errorMessage, isNotFound } from '@/lib/api';
import type { Payment } from '@/features/billing/payments/types';

export function PaymentLoadFailure({ query, title }: { query: FailedQuery; title: string }) {
  return isNotFound(query.error) ? (
    <NotFoundState
      icon={<ReceiptIcon className="size-6" />}
      title="No encontramos este pago"
      description={errorMessage(query.error)}
      action={<LinkButton href={appPaths.paymentHistory}>Volver al historial</LinkButton>}
    />
  ) : (
    <QueryErrorState title={title} query={query} />
  );
}

/** Inicio › Historial de pagos › the payment (linked) › `page`: the trail of a page under a payment. */
export function paymentPageCrumbs(payment: Payment | undefined, page: string) {
  return [
    { label: 'Inicio', href: appPaths.home },
    { label: 'Historial de pagos', href: appPaths.paymentHistory },
    ...(payment
      ? [
          {
            label: payment.quotation?.folio ? `Pago de ${payment.quotation.folio}` : 'Detalle del pago',
            href: appPaths.payment(payment.id),
          },
        ]
      : []),
    { label: page },
  ];
}
