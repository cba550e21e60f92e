// A history row's invoice (CFDI): PDF and XML downloads when vigente, the way to request it while
// it can be, else its status or what to expect.
import { formatDateTime } from '@/lib/format';
import {
  CANCELLATION_ANSWER_NEEDED,
  canRequestInvoice,
  cancellationAwaitingAnswer,
  INVOICE_DEADLINE_PASSED,
  invoiceRowText,
  isPastInvoiceDeadline,
  paymentInvoiceState,
  showsInvoiceInRow,
} from '@/features/billing/invoices/invoice-status';
import { creditNotesRowText } from '@/features/billing/invoices/credit-notes';
import { followableUrl } from '@/lib/safe-url';
import type { Payment } from '@/features/billing/payments/types';
import { InvoiceRequestButton } from './InvoiceRequestButton';

function Download({ href, format, payment }: { href: string; format: 'PDF' | 'XML'; payment: Payment }) {
  return (
    // A plain <a>: the files live on another origin (see PaymentDetailPage's DownloadLink).
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      download
      aria-label={`Descargar factura ${format} del pago del ${formatDateTime(payment.creation_date)}`}
      className="relative z-10 inline-flex min-h-11 sm:min-h-8 items-center rounded-md border border-slate-300 bg-white px-2 text-xs font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {format}
    </a>
  );
}

/** Said in place of the links when the server gave addresses the customer must not be sent to. */
const UNSAFE_INVOICE_TEXT = 'Enlace no seguro: pide tu factura a soporte@cotiza.mx';

/** Nothing at all while the charge has taken no money: there is no invoice to speak of (showsInvoiceInRow). */
export function PaymentInvoiceLinks({ payment, today }: { payment: Payment; today?: string }) {
  const links = <InvoiceLinks payment={payment} today={today} />;
  // Said under the invoice, whatever it shows: a cancellation waiting for the customer's answer, and the credit notes.
  const answerNeeded = cancellationAwaitingAnswer(payment.invoice);
  const creditNotes = creditNotesRowText(payment);
  if (!answerNeeded && !creditNotes) return links;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {links}
      {answerNeeded && (
        <span className="text-xs font-medium text-warning-800" data-testid="invoice-answer-needed">
          {CANCELLATION_ANSWER_NEEDED}
        </span>
      )}
      {creditNotes && (
        <span className="text-xs text-slate-700" data-testid="credit-notes-row">
          {creditNotes}
        </span>
      )}
    </span>
  );
}

function InvoiceLinks({ payment, today }: { payment: Payment; today?: string }) {
  const state = paymentInvoiceState(payment, today);
  if (!showsInvoiceInRow(state)) return null;
  if (state.kind === 'invoice' && state.status === 'vigente') {
    const pdf = followableUrl(state.invoice.pdf_url);
    const xml = followableUrl(state.invoice.xml_url);
    if (!pdf && !xml) return <span className="text-xs text-slate-700">{UNSAFE_INVOICE_TEXT}</span>;
    return (
      <span className="inline-flex gap-1.5" data-invoice="vigente">
        {pdf && <Download href={pdf} format="PDF" payment={payment} />}
        {xml && <Download href={xml} format="XML" payment={payment} />}
      </span>
    );
  }
  const text = invoiceRowText(state) ?? '';
  if (canRequestInvoice(payment, today)) {
    return (
      <span
        className="inline-flex flex-wrap items-center justify-end gap-2"
        data-invoice={state.kind === 'invoice' ? state.status : state.kind}
      >
        {/* A refused request says so beside the way to ask again. */}
        {state.kind === 'invoice' && <span className="text-xs text-danger-700">{text}</span>}
        <InvoiceRequestButton
          payment={payment}
          mode="request"
          size="row"
          accessibleLabel={`Solicitar factura del pago del ${formatDateTime(payment.creation_date)}`}
        />
      </span>
    );
  }
  const key = state.kind === 'invoice' ? state.status : state.kind;
  // A refused request past the deadline cannot be made again: the row says both.
  const late = state.kind === 'invoice' && state.status === 'rechazada' && isPastInvoiceDeadline(payment, today);
  return (
    <span data-invoice={key} className={state.kind === 'none' ? 'text-xs text-slate-500' : 'text-xs text-slate-700'}>
      {late ? `${text} · ${INVOICE_DEADLINE_PASSED}` : text}
    </span>
  );
}
