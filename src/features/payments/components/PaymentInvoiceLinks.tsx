// A history row's invoice (CFDI): PDF and XML downloads when issued, else what to expect.
import { formatDateTime } from '@/lib/format';
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

export function PaymentInvoiceLinks({ payment }: { payment: Payment }) {
  const state = invoiceState(payment);
  if (state === 'ready' && payment.invoice) {
    return (
      <span className="inline-flex gap-1.5" data-invoice="ready">
        <Download href={payment.invoice.pdf_url} format="PDF" payment={payment} />
        <Download href={payment.invoice.xml_url} format="XML" payment={payment} />
      </span>
    );
  }
  return (
    <span data-invoice={state} className={state === 'none' ? 'text-xs text-slate-500' : 'text-xs text-slate-700'}>
      {INVOICE_ROW_TEXT[state]}
    </span>
  );
}
