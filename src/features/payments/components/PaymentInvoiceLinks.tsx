// A history row's invoice (CFDI): PDF and XML downloads when issued, else what to expect.
import { formatDateTime } from '@/lib/format';
import { followableUrl } from '@/lib/safe-url';
import { INVOICE_ROW_TEXT, invoiceState } from '../invoice-state';
import type { Payment } from '@/lib/payments/types';

function Download({ href, format, payment }: { href: string; format: 'PDF' | 'XML'; payment: Payment }) {
  return (
    // A plain <a>: the files live on another origin (see PaymentDetailPage's DownloadLink).
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      download
      aria-label={`Descargar factura ${format} del pago del ${formatDateTime(payment.creation_date)}`}
      className="relative z-10 inline-flex min-h-8 items-center rounded-md border border-slate-300 bg-white px-2 text-xs font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {format}
    </a>
  );
}

/** Said in place of the links when the server gave addresses the customer must not be sent to. */
const UNSAFE_INVOICE_TEXT = 'Enlace no seguro: pide tu factura a soporte@cotiza.mx';

export function PaymentInvoiceLinks({ payment }: { payment: Payment }) {
  const state = invoiceState(payment);
  if (state === 'ready' && payment.invoice) {
    const pdf = followableUrl(payment.invoice.pdf_url);
    const xml = followableUrl(payment.invoice.xml_url);
    if (!pdf && !xml) return <span className="text-xs text-slate-700">{UNSAFE_INVOICE_TEXT}</span>;
    return (
      <span className="inline-flex gap-1.5" data-invoice="ready">
        {pdf && <Download href={pdf} format="PDF" payment={payment} />}
        {xml && <Download href={xml} format="XML" payment={payment} />}
      </span>
    );
  }
  return (
    <span data-invoice={state} className={state === 'none' ? 'text-xs text-slate-500' : 'text-xs text-slate-700'}>
      {INVOICE_ROW_TEXT[state]}
    </span>
  );
}
