// /app/historial-de-pagos/:paymentId/instrucciones — how to pay an SPEI or store reference: the
// data to type into the bank or give the cashier, each with a copy button, the deadline and the
// steps. The printed page is the customer's voucher. The pay dialog comes here after creating one.
import { Folio, FolioText } from '@/components/ui/Folio';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LinkButton } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Card } from '@/components/ui/Card';
import { AlertTriangleIcon, CheckIcon, ReceiptIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import { EmptyState, type EmptyStateProps } from '@/components/ui/States';
import { appPaths } from '@/config/app-paths';
import { assertNever } from '@/lib/assert-never';
import { formatMoney } from '@/lib/format';
import { usePageHeader } from '@/lib/page-state';
import { isReferenceMethod, referenceFacts } from '@/features/billing/payments/methods';
import type { Payment } from '@/features/billing/payments/types';
import { followableUrl, imageSrc } from '@/lib/safe-url';
import { usePayment } from '../api/get-payment';
import { formatClabe, isValidClabe } from '../clabe';
import { formatLongDateTime, hasReceipt, type BankTransfer, type StoreReference } from '../payment-method';
import { CopyField, CopyStatus, useCopyFeedback, type CopyFeedback } from './CopyValue';
import { PrintButton } from './PrintButton';
import { PaymentLoadFailure, paymentPageCrumbs } from './PaymentLoadFailure';
import { PaymentFact } from './PaymentFact';
import { SkeletonCards } from '@/components/ui/SkeletonLines';

/**
 * The Paynet network, where Openpay's store references are paid. A fixed list on purpose: Openpay
 * publishes no API for it, and these chains have taken Paynet for years; the page says the store
 * may charge a commission, which each chain sets on its own.
 */
const PAYNET_STORES = [
  '7-Eleven',
  'Farmacias del Ahorro',
  'Farmacias Guadalajara',
  'Walmart',
  'Bodega Aurrera',
  "Sam's Club",
  'Circle K',
  'Extra',
  "Waldo's",
] as const;

const TIME_ZONE_NOTE = '(hora del centro de México)';

export function PaymentInstructionsPage() {
  const { paymentId = '' } = useParams();
  const query = usePayment(paymentId, { whileWaiting: true });
  const payment = query.data;

  usePageHeader(headingOf(payment), paymentPageCrumbs(payment, 'Instrucciones de pago'));

  if (!payment) {
    if (query.isError) {
      return <PaymentLoadFailure query={query} title="No pudimos cargar las instrucciones de pago" />;
    }
    return <InstructionsSkeleton />;
  }

  // A payment charged at once (a card) has no instructions: its detail says everything.
  if (!isReferenceMethod(payment.method)) return <Navigate to={appPaths.payment(payment.id)} replace />;

  return (
    <>
      {/* Says it when a payment seen waiting is confirmed by the 30-second reading. */}
      <p role="status" aria-live="polite" className="sr-only">
        {hasReceipt(payment) ? 'Recibimos tu pago.' : ''}
      </p>
      <InstructionsBody payment={payment} />
    </>
  );
}

function headingOf(payment: Payment | undefined): string {
  if (!payment) return 'Instrucciones de pago';
  if (hasReceipt(payment)) return 'Recibimos tu pago';
  if (payment.status !== 'IN_PROGRESS') return 'Esta referencia ya no está vigente';
  return isReferenceMethod(payment.method) ? `Paga ${referenceFacts(payment.method).payPhrase}` : 'Instrucciones de pago';
}

function InstructionsBody({ payment }: { payment: Payment }) {
  if (hasReceipt(payment)) {
    return (
      <InstructionsState
        icon={<CheckIcon className="size-6 text-success-700" />}
        title="Recibimos tu pago"
        description={`Confirmamos tu pago de ${formatMoney(payment.amount, { forceDecimals: true })} MXN. Ya puedes ver y descargar tu recibo.`}
        action={<LinkButton href={appPaths.paymentReceipt(payment.id)}>Ver recibo</LinkButton>}
      />
    );
  }
  if (payment.status === 'CANCELLED' || payment.status === 'FAILED') {
    return (
      <InstructionsState
        icon={<AlertTriangleIcon className="size-6" />}
        title="Esta referencia venció; no se cobró nada"
        description="La fecha límite pasó sin recibir el pago. Elige otra forma de pago en la cotización."
        action={
          payment.quotation ? (
            <LinkButton href={appPaths.quotation(payment.quotation.id)}>
              Ir a la cotización <Folio>{payment.quotation.folio}</Folio>
            </LinkButton>
          ) : (
            <LinkButton href={appPaths.paymentHistory}>Volver al historial</LinkButton>
          )
        }
      />
    );
  }
  const instructions = payment.status === 'IN_PROGRESS' ? payment.payment_method : null;
  // One view per kind of instructions the contract has: a new kind stops the build at assertNever.
  switch (instructions?.type) {
    case 'bank_transfer':
      return <BankTransferInstructions payment={payment} transfer={instructions} />;
    case 'store':
      return <StoreInstructions payment={payment} store={instructions} />;
    case 'redirect':
    case undefined:
      break;
    default:
      return assertNever(instructions, 'Instrucciones de pago');
  }
  // No instructions to give (a chargeback, or a server answer without them): the detail explains.
  return (
    <InstructionsState
      icon={<ReceiptIcon className="size-6" />}
      title="Este pago no tiene instrucciones pendientes"
      description="Consulta su estado en el detalle del pago."
      action={<LinkButton href={appPaths.payment(payment.id)}>Ver detalle del pago</LinkButton>}
    />
  );
}

/** What the page says instead of instructions: what happened, and where to go from here. */
function InstructionsState(props: EmptyStateProps) {
  return (
    <Card>
      <EmptyState {...props} />
    </Card>
  );
}

/** "Paga antes del 25 de noviembre de 2026, 23:59 (hora del centro de México)". */
function Deadline({ payment }: { payment: Payment }) {
  const due = formatLongDateTime(payment.due_date);
  if (!due) return null;
  return (
    <p className="mt-2 text-sm font-medium text-warning-900" data-testid="payment-deadline">
      Paga antes del {due} {TIME_ZONE_NOTE}
    </p>
  );
}

function AmountField({ payment, feedback }: { payment: Payment; feedback: CopyFeedback }) {
  return (
    <CopyField
      label="Monto exacto"
      value={payment.amount.toFixed(2)}
      buttonLabel="Copiar monto"
      done="Monto copiado"
      feedback={feedback}
      valueClassName="min-w-0 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums"
    >
      <span data-testid="payment-amount">{formatMoney(payment.amount, { forceDecimals: true })} MXN</span>
    </CopyField>
  );
}

/**
 * A part of the instructions. The first one (`first`) takes the focus when nothing has it, as when
 * the pay dialog that made the reference closes and its page goes (or the link that led here goes
 * with its page): screen readers hear what was made, and Tab goes on to its data. Focus the
 * customer has put elsewhere meanwhile is left where it is.
 */
function Section({ title, children, id, first = false }: { title: string; children: ReactNode; id: string; first?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (first && (!active || active === document.body)) heading.current?.focus();
  }, [first]);
  return (
    <section aria-labelledby={id} className="break-inside-avoid">
      <Card>
        <h2
          id={id}
          ref={heading}
          tabIndex={first ? -1 : undefined}
          className="mb-3 rounded-sm text-base leading-6 font-semibold text-slate-900 outline-offset-4 outline-brand-600 focus-visible:outline-2"
        >
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-800 marker:font-semibold marker:text-slate-900">{children}</ol>;
}

function Actions({ payment }: { payment: Payment }) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3" data-print="hide">
      <PrintButton />
      <Link href={appPaths.paymentHistory}>Volver al historial de pagos</Link>
      {payment.quotation && (
        <Link href={appPaths.quotation(payment.quotation.id)}>
          Ver la cotización <Folio>{payment.quotation.folio}</Folio>
        </Link>
      )}
    </div>
  );
}

/**
 * What both kinds of reference share: the first section (what it pays, its deadline, then the
 * method's data), sections of its own, "Cómo pagar" ending with how the payment is confirmed, and
 * the page's actions.
 */
function InstructionsFrame({
  payment,
  feedback,
  title,
  id,
  data,
  sections,
  steps,
  confirmedWhen,
}: {
  payment: Payment;
  feedback: CopyFeedback;
  title: string;
  id: string;
  data: ReactNode;
  sections?: ReactNode;
  steps: ReactNode;
  /** After «Confirmamos tu pago automáticamente en cuanto…». */
  confirmedWhen: string;
}) {
  return (
    // One column that never grows past the screen (minmax(0, 1fr)), whatever the server's text holds
    // (an unloaded barcode's alt text, the reference, included).
    <div className="grid grid-cols-1 gap-6">
      <Section title={title} id={`datos-${id}`} first>
        <p className="text-sm text-slate-700">
          <FolioText text={payment.description} />
        </p>
        <Deadline payment={payment} />
        {data}
      </Section>
      {sections}
      <Section title="Cómo pagar" id={`pasos-${id}`}>
        <Steps>
          {steps}
          <li>
            Confirmamos tu pago automáticamente en cuanto {confirmedWhen}. Hasta entonces, la cotización
            {payment.quotation ? (
              <>
                {' '}
                <Folio>{payment.quotation.folio}</Folio>
              </>
            ) : null}{' '}
            aparece como «Pago en proceso».
          </li>
        </Steps>
      </Section>
      <Actions payment={payment} />
      <CopyStatus feedback={feedback} />
    </div>
  );
}

function BankTransferInstructions({ payment, transfer }: { payment: Payment; transfer: BankTransfer }) {
  const feedback = useCopyFeedback();
  const clabeOk = isValidClabe(transfer.clabe);
  return (
    <InstructionsFrame
      payment={payment}
      feedback={feedback}
      title="Datos para tu transferencia"
      id="spei"
      confirmedWhen="llega la transferencia"
      data={
        <>
          {!clabeOk && (
            <Callout role="note" tone="warning" icon={AlertTriangleIcon} className="mt-4">
              <p>
                Esta CLABE no pasó la verificación de su dígito de control. Antes de transferir, confirma que tu banco muestre a{' '}
                <bdi>{transfer.beneficiary || 'Cotiza'}</bdi> como beneficiario, o escríbenos a soporte@cotiza.mx.
              </p>
            </Callout>
          )}
          <dl className="mt-4">
            <AmountField payment={payment} feedback={feedback} />
            <CopyField
              label="CLABE"
              value={transfer.clabe}
              buttonLabel="Copiar CLABE"
              done="CLABE copiada"
              feedback={feedback}
              valueClassName="min-w-0 font-mono text-xl font-semibold tracking-wide text-slate-900"
            >
              <span data-testid="clabe">{formatClabe(transfer.clabe)}</span>
            </CopyField>
            <CopyField
              label="Referencia (concepto)"
              value={transfer.name}
              buttonLabel="Copiar referencia"
              done="Referencia copiada"
              feedback={feedback}
              valueClassName="min-w-0 font-mono text-lg font-semibold text-slate-900"
            >
              <bdi>{transfer.name}</bdi>
            </CopyField>
            <PaymentFact look="instructions" label="Banco">
              <bdi>{transfer.bank}</bdi>
            </PaymentFact>
            <PaymentFact look="instructions" label="Beneficiario">
              <bdi>{transfer.beneficiary || '—'}</bdi>
            </PaymentFact>
          </dl>
        </>
      }
      steps={
        <>
          <li>Abre la app o el portal de tu banco y elige transferir por SPEI.</li>
          <li>
            Agrega la CLABE <span className="unbroken font-mono">{formatClabe(transfer.clabe)}</span> como cuenta nueva
            {transfer.beneficiary && (
              <>
                ; tu banco mostrará a <bdi>{transfer.beneficiary}</bdi> como beneficiario
              </>
            )}
            .
          </li>
          <li>
            Transfiere exactamente {formatMoney(payment.amount, { forceDecimals: true })} y escribe la referencia{' '}
            <bdi className="font-mono">{transfer.name}</bdi> en el concepto.
          </li>
        </>
      }
    />
  );
}

function StoreInstructions({ payment, store }: { payment: Payment; store: StoreReference }) {
  const feedback = useCopyFeedback();
  const voucher = followableUrl(store.url_store);
  const barcode = imageSrc(store.barcode_url);
  return (
    <InstructionsFrame
      payment={payment}
      feedback={feedback}
      title="Tu referencia de pago"
      id="tienda"
      confirmedWhen="la tienda lo registra"
      data={
        <>
          {/* The reference below is enough to pay: a barcode at an address we would not load is left out. */}
          {barcode && (
            <div className="mt-5 flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <img
                src={barcode}
                alt={`Código de barras de la referencia ${store.reference}`}
                className="h-20 w-full max-w-md object-contain [image-rendering:pixelated]"
                data-testid="barcode"
              />
            </div>
          )}
          <dl className="mt-4">
            <CopyField
              label="Referencia"
              value={store.reference}
              buttonLabel="Copiar referencia"
              done="Referencia copiada"
              feedback={feedback}
              valueClassName="min-w-0 font-mono text-2xl font-semibold tracking-widest break-all text-slate-900"
            >
              <span data-testid="store-reference">{store.reference}</span>
            </CopyField>
            <AmountField payment={payment} feedback={feedback} />
          </dl>
          {voucher && (
            <p className="mt-3 text-sm" data-print="hide">
              {/* A plain <a>: Openpay's voucher lives on its own origin. */}
              <a
                href={voucher}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-sm font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Ficha de Openpay (PDF)
              </a>
            </p>
          )}
        </>
      }
      sections={
        <Section title="Dónde pagar" id="tiendas">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm text-slate-800 @xl/main:grid-cols-3">
            {PAYNET_STORES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">La tienda puede cobrarte una comisión por el servicio, aparte del monto a pagar.</p>
        </Section>
      }
      steps={
        <>
          <li>Ve a cualquiera de esas tiendas antes de la fecha límite.</li>
          <li>Dile al cajero que harás un pago de servicio Paynet y muestra el código de barras, o díctale la referencia.</li>
          <li>Paga exactamente {formatMoney(payment.amount, { forceDecimals: true })} en efectivo y conserva tu ticket.</li>
        </>
      }
    />
  );
}

function InstructionsSkeleton() {
  return (
    <SkeletonCards
      label="Cargando instrucciones de pago"
      className="grid gap-6"
      cards={[
        { lines: ['h-5 w-2/3', 'mt-3 h-4 w-80 max-w-full'], blocks: { count: 4, className: 'mt-6 grid gap-4', block: 'h-12 w-full' } },
        { lines: ['h-5 w-32', 'mt-4 h-20 w-full'] },
      ]}
    />
  );
}
