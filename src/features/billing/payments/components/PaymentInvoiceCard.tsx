// The payment detail's invoice (CFDI): its status in words, its folio fiscal, downloads and receiver
// once stamped, the way to request, correct or ask again, and after a correction both invoices.
import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/Button';
import { Badge } from '@/components/ui/Badge';
import { Callout } from '@/components/ui/Callout';
import { Card, CardHeader } from '@/components/ui/Card';
import { DownloadIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CREDIT_NOTE_REASON_WORDS, type CreditNote } from '@/features/billing/invoices/credit-notes';
import {
  canCorrectInvoice,
  canReissueInvoice,
  canRequestInvoice,
  correctionDeadlinePassed,
  correctionDeadlinePassedText,
  correctionDeadlineText,
  INVOICE_STATUS_WORDS,
  invoiceDeadlinePassedText,
  invoiceDeadlineText,
  invoiceDetailText,
  invoiceStatusOf,
  isPastInvoiceDeadline,
  paymentInvoiceState,
  reissueRetryUuid,
  type InvoiceReceiverData,
  type InvoiceStatus,
  type PaymentInvoice,
  type RelatedInvoice,
} from '@/features/billing/invoices/invoice-status';
import type { Payment } from '@/features/billing/payments/types';
import { followableUrl } from '@/lib/safe-url';
import { satLabel } from '@/features/customer';
import { InvoiceCancellationRequest } from '@/features/billing/invoices/components/InvoiceCancellationRequest';
import { InvoiceRequestButton } from './InvoiceRequestButton';
import { PaymentFact } from './PaymentFact';
import { invoiceQuestionMailto } from '../support-mail';

/** Nothing for a charge that took no money and never will (failed, cancelled): there is nothing to invoice. */
export function PaymentInvoiceCard({ payment, today }: { payment: Payment; today?: string }) {
  const state = paymentInvoiceState(payment, today);
  if (state.kind === 'not-charged') return null;
  const invoice = state.kind === 'invoice' ? state.invoice : null;
  const deadline = canRequestInvoice(payment, today) ? invoiceDeadlineText(payment) : '';
  return (
    <Card>
      <CardHeader title="Factura (CFDI)" className="mb-3" />
      {/* Polite live region: a status that changes while the page re-reads the payment is announced. */}
      <div role="status" className="flex flex-col gap-2">
        {state.kind === 'invoice' && <StatusLine status={state.status} />}
        <p className="text-sm text-slate-700" data-testid="invoice-state">
          {state.kind === 'expired' ? invoiceDeadlinePassedText(payment) : invoiceDetailText(state)}
        </p>
      </div>
      {state.kind === 'expired' && <AskSupport payment={payment} />}
      {/* Right after the status: while the customer's answer is awaited, it is what the card asks of them. */}
      {invoice?.uuid && invoice.cancellation && (
        <InvoiceCancellationRequest paymentId={payment.id} uuid={invoice.uuid} cancellation={invoice.cancellation} />
      )}

      {invoice && state.kind === 'invoice' && <InvoiceBody invoice={invoice} status={state.status} />}

      {deadline && <p className="mt-3 text-sm text-slate-600">{deadline}.</p>}
      {state.kind === 'invoice' &&
        state.status === 'rechazada' &&
        isPastInvoiceDeadline(payment, today) &&
        !reissueRetryUuid(payment, today) && <p className="mt-3 text-sm text-slate-700">El plazo para solicitarla de nuevo ya venció.</p>}

      <Actions payment={payment} today={today} />

      {invoice?.replaces && <ReplacedInvoice paymentId={payment.id} related={invoice.replaces} />}
      {invoice?.replaced_by && state.kind === 'invoice' && state.status === 'vigente' && (
        <WithdrawnCorrection paymentId={payment.id} related={invoice.replaced_by} />
      )}
      {payment.credit_notes && payment.credit_notes.length > 0 && <CreditNotes notes={payment.credit_notes} />}
    </Card>
  );
}

/** Whom to ask about an invoice the portal can no longer request: support, with the payment in the e-mail. */
function AskSupport({ payment }: { payment: Payment }) {
  return (
    <p className="mt-2 text-sm text-slate-700">
      Si necesitas aclararlo, <Link href={invoiceQuestionMailto(payment)}>pregunta a soporte por la factura de este pago</Link>.
    </p>
  );
}

function StatusLine({ status, prefix = 'Estado:' }: { status: InvoiceStatus; prefix?: string }) {
  const words = INVOICE_STATUS_WORDS[status];
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <span>{prefix}</span>
      <Badge tone={words.tone}>
        <span data-testid="invoice-status">{words.label}</span>
      </Badge>
    </p>
  );
}

function InvoiceBody({ invoice, status }: { invoice: PaymentInvoice; status: InvoiceStatus }) {
  return (
    <>
      {status === 'rechazada' && invoice.status_reason && (
        <Callout role="note" tone="danger" className="mt-4">
          <p className="font-medium">Motivo del rechazo</p>
          <p data-testid="invoice-rejection">
            <bdi>{invoice.status_reason}</bdi>
          </p>
        </Callout>
      )}
      {invoice.uuid && (
        <>
          <p className="mt-4 text-sm text-slate-600">Folio fiscal (UUID)</p>
          <p className="mt-1 font-mono text-[0.8125rem] break-all text-slate-900" data-testid="invoice-uuid">
            {invoice.uuid}
          </p>
        </>
      )}
      {/* Downloads of a valid invoice; a cancelled one keeps its files (the replaced one, below). */}
      {status === 'vigente' && <Downloads pdf={invoice.pdf_url} xml={invoice.xml_url} />}
      {invoice.receiver && <ReceiverSummary receiver={invoice.receiver} />}
    </>
  );
}

function Downloads({ pdf, xml, what = '' }: { pdf: string | null | undefined; xml: string | null | undefined; what?: string }) {
  const safePdf = followableUrl(pdf);
  const safeXml = followableUrl(xml);
  if (!pdf && !xml) return null;
  return (
    <div className="mt-5 flex flex-col gap-2">
      <DownloadLink href={safePdf}>Descargar PDF{what}</DownloadLink>
      <DownloadLink href={safeXml}>Descargar XML{what}</DownloadLink>
      {!safePdf && !safeXml && (
        <p className="text-sm text-slate-700">
          No mostramos los enlaces de esta factura porque no son direcciones seguras. Pídela a soporte@cotiza.mx con el folio fiscal.
        </p>
      )}
    </div>
  );
}

/** Who the invoice is made out to, as requested. */
function ReceiverSummary({ receiver }: { receiver: InvoiceReceiverData }) {
  return (
    <dl className="mt-5 grid gap-2 border-t border-slate-200 pt-4 text-sm" data-testid="invoice-receiver">
      <PaymentFact look="invoice" label="Receptor">
        {/* Isolated: an override in the name (U+202E) would read the RFC after it backwards. */}
        <bdi>{receiver.name}</bdi> · <bdi className="font-mono">{receiver.rfc}</bdi>
      </PaymentFact>
      <PaymentFact look="invoice" label="Régimen fiscal">
        {satLabel(receiver.fiscalRegime) || receiver.fiscalRegime}
      </PaymentFact>
      <PaymentFact look="invoice" label="Uso del CFDI">
        {satLabel(receiver.cfdiUse) || receiver.cfdiUse}
      </PaymentFact>
      <PaymentFact look="invoice" label="Código postal fiscal">
        {receiver.postalCode}
      </PaymentFact>
      {receiver.email && (
        <PaymentFact look="invoice" label="Enviada a">
          <bdi>{receiver.email}</bdi>
        </PaymentFact>
      )}
    </dl>
  );
}

function Actions({ payment, today }: { payment: Payment; today?: string }) {
  const invoice = payment.invoice;
  if (canRequestInvoice(payment, today)) {
    const rejected = invoice && invoiceStatusOf(invoice) === 'rechazada';
    return (
      <div className="mt-5">
        <InvoiceRequestButton payment={payment} mode="request" label={rejected ? 'Corregir y volver a solicitar' : undefined} />
      </div>
    );
  }
  // A reissue the PAC refused, past the request window: the original is reissued again, its credit note stands.
  if (reissueRetryUuid(payment, today)) {
    return (
      <div className="mt-5" data-testid="invoice-reissue-retry">
        <InvoiceRequestButton payment={payment} mode="reissue" label="Corregir y volver a emitir" />
        <p className="mt-2 text-sm text-slate-600">
          La nota de crédito ya compensa la factura original; corrige los datos marcados y emitimos de nuevo la factura.
        </p>
      </div>
    );
  }
  if (invoice && canCorrectInvoice(payment, today)) {
    const until = correctionDeadlineText(invoice);
    return (
      <div className="mt-5">
        <InvoiceRequestButton payment={payment} mode="correct" />
        <p className="mt-2 text-sm text-slate-600" data-testid="invoice-correction-note">
          ¿Algún dato fiscal está mal? Emitimos una nueva factura que sustituye a esta.{until && ` ${until}.`}
        </p>
      </div>
    );
  }
  // Past the day the business may cancel it: no substitution (the SAT would not cancel the original), a credit note instead.
  if (invoice && correctionDeadlinePassed(payment, today)) {
    return (
      <div className="mt-5 text-sm text-slate-700" data-testid="invoice-correction-closed">
        {canReissueInvoice(payment, today) ? (
          <>
            <InvoiceRequestButton payment={payment} mode="reissue" />
            <p className="mt-2">{correctionDeadlinePassedText(invoice)}</p>
          </>
        ) : (
          <>
            <p>{correctionDeadlinePassedText(invoice, { refunded: true })}</p>
            <AskSupport payment={payment} />
          </>
        )}
      </div>
    );
  }
  return null;
}

/** The invoice a correction replaced: its status (announced as it changes), its cancellation request and its files. */
function ReplacedInvoice({ paymentId, related }: { paymentId: string; related: RelatedInvoice }) {
  const words = INVOICE_STATUS_WORDS[related.status];
  return (
    <section aria-label="Factura sustituida" className="mt-6 border-t border-slate-200 pt-4" data-testid="replaced-invoice">
      <p role="status" className="text-sm text-slate-700">
        Sustituye a la factura <bdi className="font-mono text-[0.8125rem] break-all text-slate-900">{related.uuid}</bdi> —{' '}
        <Badge tone={words.tone}>{words.label}</Badge>
      </p>
      {/* An older backend's cancellation has no request: the reason alone. */}
      {related.cancellation_reason === '01' && !related.cancellation && (
        <p className="mt-1 text-sm text-slate-600">Motivo de cancelación 01: comprobante emitido con errores con relación.</p>
      )}
      {related.cancellation && <InvoiceCancellationRequest paymentId={paymentId} uuid={related.uuid} cancellation={related.cancellation} />}
      <Downloads pdf={related.pdf_url} xml={related.xml_url} what=" de la factura sustituida" />
    </section>
  );
}

/**
 * A correction withdrawn because its cancellation was rejected: the payment's invoice is the
 * original again, and the corrected one is being cancelled (or was), with its own request.
 */
function WithdrawnCorrection({ paymentId, related }: { paymentId: string; related: RelatedInvoice }) {
  const words = INVOICE_STATUS_WORDS[related.status];
  return (
    <section aria-label="Corrección retirada" className="mt-6 border-t border-slate-200 pt-4" data-testid="withdrawn-correction">
      <p role="status" className="text-sm text-slate-700">
        La factura corregida <bdi className="font-mono text-[0.8125rem] break-all text-slate-900">{related.uuid}</bdi> se retira porque
        rechazaste cancelar esta — <Badge tone={words.tone}>{words.label}</Badge>
      </p>
      {related.cancellation && <InvoiceCancellationRequest paymentId={paymentId} uuid={related.uuid} cancellation={related.cancellation} />}
    </section>
  );
}

/** The payment's credit notes (CFDI de egreso), oldest first: why, how much, which invoice, and their files. */
function CreditNotes({ notes }: { notes: CreditNote[] }) {
  return (
    <section aria-label="Notas de crédito" className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{notes.length > 1 ? 'Notas de crédito' : 'Nota de crédito'}</h3>
      <ul className="mt-2 flex flex-col gap-5">
        {notes.map((note, index) => {
          const reason = CREDIT_NOTE_REASON_WORDS[note.reason];
          const status = INVOICE_STATUS_WORDS[note.status];
          return (
            <li key={note.uuid ?? `pending-${index}`} className="text-sm text-slate-700" data-testid="credit-note">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">
                  {reason.label} · {formatMoney(note.total, { forceDecimals: true })}
                </span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </p>
              <p className="mt-1">{reason.text}</p>
              <p className="mt-1">
                Relacionada con la factura <bdi className="font-mono text-[0.8125rem] break-all text-slate-900">{note.related.uuid}</bdi>
              </p>
              {note.uuid && (
                <p className="mt-1">
                  Folio fiscal <bdi className="font-mono text-[0.8125rem] break-all text-slate-900">{note.uuid}</bdi>
                  {note.issued_at ? `, timbrada el ${formatDateTime(note.issued_at)}` : ''}
                </p>
              )}
              {note.status === 'vigente' && <Downloads pdf={note.pdf_url} xml={note.xml_url} what=" de la nota de crédito" />}
              {/* The invoice it offsets stays vigente before the SAT: the accountant needs its files too. */}
              {note.reason === 'correccion_fuera_de_plazo' && (
                <Downloads pdf={note.related.pdf_url} xml={note.related.xml_url} what=" de la factura compensada" />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A plain <a>: the invoice lives on another origin, and the router-aware links
 * would resolve an absolute URL as a path inside the app.
 */
function DownloadLink({ href, children }: { href: string | null; children: ReactNode }) {
  // Only an address the customer may be sent to becomes a link (a data: page would download as the invoice).
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      download
      className={buttonStyles({ variant: 'secondary', className: 'focus-visible:outline-2' })}
    >
      <DownloadIcon className="size-4" />
      {children}
    </a>
  );
}
