import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Button, LinkButton } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PrintIcon, ReceiptIcon } from '@/components/ui/Icons';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { CustomerIdentity } from '@/features/billing/documents/CustomerIdentity';
import { IssuerIdentity } from '@/features/billing/documents/IssuerIdentity';
import { appPaths } from '@/config/app-paths';
import { errorMessage, isNotFound } from '@/lib/api';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { usePageHeader } from '@/lib/page-state';
import { PAYMENT_METHOD_LIST, PAYMENT_METHODS, referenceFacts } from '@/features/billing/payments/methods';
import { useQuotation } from '../api/get-quotation';
import { canPayByHand, quotationStage, type PayRefusingStage } from '../quotation-lifecycle';
import { validityText } from '../quotation-status';
import { openPayment, setQuotationInView, useQuotationInPayment } from '../quotation-store';
import type { Quotation } from '../types';
import { PayQuotationDialogHost, preloadPayment } from './PayQuotationDialogHost';
import { QuotationLineItems } from './QuotationLineItems';
import { QuotationStatusBadge } from './QuotationStatusBadge';
import { QuotationDecisionSection } from './QuotationDecisionSection';
import { SkeletonCards } from '@/components/ui/SkeletonLines';
// The route's loader reads (app/app-routes): here, in the screen's lazy chunk, not on the first load.
export { quotationScreenQueries as queries } from '../api/get-quotation';

const NOT_FOUND_TITLE = 'No encontramos esta cotización';
const NOT_FOUND_HINT = 'Puede que el enlace esté incompleto o que la cotización sea de otra cuenta. Tus cotizaciones están en Inicio.';
/** The server's 404 often says what the title says: then a hint, not the same words twice. */
const sameWords = (a: string, b: string) => a.replace(/[.\s]+$/, '').toLowerCase() === b.toLowerCase();

// Below Tailwind's lg the payment panel sits under the line items, out of view on a phone.
const PANEL_BELOW_QUERY = '(max-width: 1023.98px)';

/** /app/cotizaciones/:quotationId — one quotation, its lines and totals, and paying it. */
export function QuotationDetailPage() {
  const { quotationId = '' } = useParams();
  const query = useQuotation(quotationId);
  const quotation = query.data;
  const panelIsBelow = useMediaQuery(PANEL_BELOW_QUERY);
  const hasPayBar = panelIsBelow && quotation !== undefined && canPayByHand(quotation);

  usePageHeader(quotation ? `Cotización ${quotation.folio}` : 'Cotización', [
    { label: 'Inicio', href: appPaths.home },
    { label: quotation ? quotation.folio : 'Cotización' },
  ]);

  // The spec's shared holder: this is the quotation in view while the page is open.
  useEffect(() => {
    if (quotation && !query.isPlaceholderData) setQuotationInView(quotation);
  }, [quotation, query.isPlaceholderData]);
  useEffect(() => () => setQuotationInView(null), []);

  if (!quotation) {
    if (query.isError) {
      // Only a 404 the server really gave means it does not exist; anything else can be retried.
      return isNotFound(query.error) ? (
        <NotFoundState
          icon={<ReceiptIcon className="size-6" />}
          title={NOT_FOUND_TITLE}
          description={sameWords(errorMessage(query.error), NOT_FOUND_TITLE) ? NOT_FOUND_HINT : errorMessage(query.error)}
          action={<LinkButton href={appPaths.home}>Volver a Inicio</LinkButton>}
        />
      ) : (
        <QueryErrorState title="No pudimos cargar la cotización" query={query} />
      );
    }
    return <DetailSkeleton />;
  }

  const validity = validityText(quotation);
  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
        {/* Printed (or saved as PDF from the print dialog) this card is the quotation document: the
            issuer's header and the dates' time zone appear on paper only; the panel stays off it. */}
        <Card as="article" className="print:border-0 print:p-0 print:shadow-none">
          <header
            className="mb-6 hidden items-start justify-between gap-4 border-b border-slate-200 pb-4 print:flex"
            data-testid="print-header"
          >
            <div>
              <p className="text-lg font-semibold tracking-tight text-brand-800">Cotiza</p>
              <IssuerIdentity />
            </div>
            <div className="text-right text-sm text-slate-700">
              <p>
                Cotización <span className="unbroken font-mono font-medium text-slate-900">{quotation.folio}</span>
              </p>
              <p className="mt-3 text-slate-600">Cliente</p>
              <CustomerIdentity className="text-slate-900" />
            </div>
          </header>
          {/* The stage's one badge sits above the concept at every width, as on Inicio's rows. */}
          <div className="mb-5 min-w-0">
            <p className="flex items-center gap-2 text-sm">
              <span className="hidden print:inline">Estado:</span>
              <QuotationStatusBadge quotation={quotation} />
            </p>
            <h2 className="mt-2 text-lg font-semibold text-slate-900">
              <bdi>{quotation.concept}</bdi>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Emitida el {formatDateTime(quotation.createdAt)}
              <span className="hidden print:inline"> (hora del centro de México)</span>
              {validity && ` · ${validity}`}
            </p>
          </div>
          <QuotationLineItems quotation={quotation} />
          <div className="mt-6 border-t border-slate-100 pt-4" data-print="hide">
            <PrintQuotationButton />
          </div>
        </Card>
        <div className="flex flex-col gap-6 lg:sticky lg:top-0 print:hidden">
          <PaymentPanel quotation={quotation} hasPayBar={hasPayBar} />
          <QuotationDecisionSection quotation={quotation} />
        </div>
        <PayQuotationDialogHost />
      </div>
      {hasPayBar && <PayBar quotation={quotation} />}
    </>
  );
}

/**
 * The quotation as a PDF is the browser's: its print dialog prints it or saves it ("Guardar como
 * PDF"), with the print stylesheet of styles.css leaving the shell and the buttons off the page.
 */
function PrintQuotationButton() {
  return (
    <Button variant="secondary" onPress={() => window.print()}>
      <PrintIcon className="size-4" />
      Imprimir o guardar PDF
    </Button>
  );
}

function PayButton({ quotation, className }: { quotation: Quotation; className?: string }) {
  const inPayment = useQuotationInPayment();
  const isPaying = inPayment?.quotation.id === quotation.id && inPayment.phase === 'paying';
  return (
    <Button className={className} isPending={isPaying} onHoverStart={preloadPayment} onPress={() => openPayment(quotation)}>
      Pagar {formatMoney(quotation.total, { forceDecimals: true })}
    </Button>
  );
}

/**
 * The amount and "Pagar" kept in view at the foot of the screen while the line items scroll (the
 * panel is below them there). Sticky, not fixed: at the end of the page it rests in the flow and
 * covers nothing.
 */
function PayBar({ quotation }: { quotation: Quotation }) {
  return (
    <div
      data-testid="pay-bar"
      data-print="hide"
      className="sticky bottom-0 z-10 -mx-4 mt-6 -mb-6 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:-mx-8 sm:-mb-8 sm:px-8"
    >
      <div className="min-w-0">
        <p className="text-xs text-slate-600">Total · IVA incluido</p>
        <p className="text-lg font-semibold text-slate-900 tabular-nums">
          {formatMoney(quotation.total, { forceDecimals: true })} <span className="text-xs font-medium text-slate-600">MXN</span>
        </p>
      </div>
      <PayButton quotation={quotation} className="shrink-0" />
    </div>
  );
}

/** How it can be paid, from the one table of methods: "con tarjeta, transferencia SPEI o efectivo en tienda". */
const PAY_WAYS = new Intl.ListFormat('es-MX', { type: 'disjunction' }).format(
  PAYMENT_METHOD_LIST.map((method) => PAYMENT_METHODS[method].label.replace(/^./, (c) => c.toLowerCase())),
);

/** What the customer can do about paying it, by its stage (quotation-lifecycle.ts). */
const NOT_PAYABLE_NOW = <p>Esta cotización no se puede pagar por ahora.</p>;

/** What the panel says instead of «Pagar», for each stage the lifecycle refuses payment in (a new one fails to compile here). */
const NOT_PAYABLE: Record<PayRefusingStage, (quotation: Quotation) => ReactNode> = {
  pago_en_proceso: (quotation) =>
    quotation.pendingPayment ? (
      <>
        <p>
          Generaste una referencia para pagarla {referenceFacts(quotation.pendingPayment.method).payPhrase}. Págala antes del{' '}
          {formatDateTime(quotation.pendingPayment.due_date)} (hora de la Ciudad de México); la cotización seguirá pendiente hasta que
          recibamos el pago.
        </p>
        <LinkButton href={appPaths.paymentInstructions(quotation.pendingPayment.id)} className="mt-3 w-full">
          Ver instrucciones
        </LinkButton>
      </>
    ) : (
      NOT_PAYABLE_NOW
    ),
  pagada: (quotation) => (
    <>
      <p>Esta cotización ya está pagada.</p>
      {quotation.paymentId && (
        <LinkButton href={appPaths.payment(quotation.paymentId)} variant="secondary" className="mt-3 w-full">
          Ver el pago
        </LinkButton>
      )}
    </>
  ),
  vencida: (quotation) => (
    <p>Esta cotización venció el {formatDate(quotation.validUntil)} y ya no se puede pagar. Pide una nueva a tu asesor.</p>
  ),
  cancelada: () => <p>Esta cotización fue cancelada y no se puede pagar.</p>,
  rechazada: () => (
    <p>Rechazaste esta cotización, así que ya no se puede pagar. Si cambias de opinión, pide a tu asesor que la emita de nuevo.</p>
  ),
};

function PaymentPanel({ quotation, hasPayBar }: { quotation: Quotation; hasPayBar: boolean }) {
  const total = formatMoney(quotation.total, { forceDecimals: true });
  const stage = quotationStage(quotation);

  return (
    <Card>
      <h2 className="text-sm font-medium text-slate-600">Total</h2>
      <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
        {total} <span className="text-base font-medium text-slate-600">MXN</span>
      </p>
      <p className="text-sm text-slate-600">IVA incluido</p>
      <div className="mt-5 text-sm text-slate-700">
        {canPayByHand(quotation) ? (
          <>
            {/* With the bar at the foot of the screen, one "Pagar" is enough. */}
            {!hasPayBar && <PayButton quotation={quotation} className="mb-3 w-full" />}
            <p className="text-slate-600">
              Puedes pagarla hasta el {formatDate(quotation.validUntil)} con {PAY_WAYS}.
            </p>
          </>
        ) : stage && stage in NOT_PAYABLE ? (
          NOT_PAYABLE[stage as PayRefusingStage](quotation)
        ) : (
          NOT_PAYABLE_NOW
        )}
      </div>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <SkeletonCards
      label="Cargando cotización"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      cards={[
        { lines: ['h-6 w-2/3', 'mt-2 h-4 w-1/2'], blocks: { count: 3, className: 'mt-6 flex flex-col gap-3', block: 'h-5 w-full' } },
        { lines: ['h-4 w-16', 'mt-2 h-8 w-40', 'mt-5 h-11 w-full'] },
      ]}
    />
  );
}
