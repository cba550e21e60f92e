// The landing's picture of what a customer finds inside: a quotation with its total and the ways to
// pay it. Plain markup (no image, no react-aria): it is part of the pre-rendered first paint.
import type { PaymentMethod } from '@/features/billing';

const LINES = [
  { concept: 'Cimbra metálica, renta 30 días', amount: '$8,640.00' },
  { concept: 'Andamio tubular, 12 secciones', amount: '$3,732.00' },
] as const;

/**
 * The landing's words for each way to pay (a card also offers meses sin intereses): its own, not
 * the methods table, which would add about 0.66 KB to this first load. It `satisfies` a record of
 * every method, so a method the contract gains does not compile until it is named here
 * (src/features/billing/payments/methods.test.ts proves it).
 */
export const LANDING_WAYS_TO_PAY = {
  card: ['Tarjeta de crédito o débito', 'Meses sin intereses'],
  bank_account: ['Transferencia SPEI'],
  store: ['Efectivo en tienda'],
} as const satisfies Record<PaymentMethod, readonly string[]>;
// An invoice exists only once the customer asks for it (docs/invoices.md), within the deadline.
const AFTER_PAYING = 'Después de pagar, solicita tu factura CFDI y descárgala en PDF y XML.';

const WAYS_TO_PAY: readonly string[] = Object.values(LANDING_WAYS_TO_PAY).flat();

/**
 * A sample quotation card. Screen readers hear one sentence (role="img" and its label) instead of a
 * "Pagar" that does nothing: it is an illustration, not a control.
 */
export function QuotationPreview() {
  return (
    <div
      role="img"
      aria-label={`Ejemplo de una cotización en Cotiza: COT-2026-0161, pendiente, total $14,351.52 MXN con IVA, botón Pagar y las formas de pago: ${WAYS_TO_PAY.join(', ')}. ${AFTER_PAYING}`}
      className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5 select-none"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">Cotización</p>
          <p className="text-lg font-semibold text-slate-900">COT-2026-0161</p>
        </div>
        <span className="rounded-full bg-warning-100 px-3 py-1 text-sm font-medium text-warning-900">Pendiente</span>
      </div>
      <dl className="mt-5 divide-y divide-slate-100 text-sm">
        {LINES.map((line) => (
          <div key={line.concept} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">{line.concept}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{line.amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-700">IVA (16 %)</dt>
          <dd className="font-medium tabular-nums text-slate-900">$1,979.52</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 pt-3">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-2xl font-semibold tabular-nums text-slate-900">
            $14,351.52 <span className="text-sm font-medium text-slate-600">MXN</span>
          </dd>
        </div>
      </dl>
      <p className="mt-5 flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-medium text-white shadow-sm">
        Pagar
      </p>
      <p className="mt-5 text-sm font-medium text-slate-900">Formas de pago</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm text-slate-700">
        {WAYS_TO_PAY.map((way) => (
          <li key={way} className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1">
            {way}
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">{AFTER_PAYING}</p>
    </div>
  );
}
