// A quotation's lines and its totals (subtotal, IVA, total).
import { formatMoney } from '@/lib/format';
import { formatRate, lineAmount } from '../totals';
import type { Quotation } from '../types';

const money = (value: number) => formatMoney(value, { forceDecimals: true });
const quantityFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });

export function QuotationLineItems({ quotation }: { quotation: Quotation }) {
  return (
    // The unit price column follows the card's width, not the screen's: beside the side navigation
    // a tablet's card is as narrow as a phone's.
    <div className="@container">
      <table className="w-full text-left text-sm text-slate-700">
        <caption className="sr-only">
          Conceptos de la cotización <bdi>{quotation.folio}</bdi>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 pe-3 font-semibold">
              Descripción
            </th>
            <th scope="col" className="py-2 px-3 text-right font-semibold">
              Cant.
            </th>
            <th scope="col" className="hidden py-2 px-3 text-right font-semibold whitespace-nowrap @md:table-cell print:table-cell">
              Precio unitario
            </th>
            <th scope="col" className="py-2 ps-3 text-right font-semibold">
              Importe
            </th>
          </tr>
        </thead>
        <tbody>
          {quotation.items.map((item, index) => (
            <tr key={index} className="border-b border-slate-100 align-top">
              <td className="py-3 pe-3">
                <bdi className="text-slate-900">{item.description}</bdi>
                {/* In a narrow card the unit price column is hidden; it reads here instead. */}
                <span className="block text-xs text-slate-600 @md:hidden print:hidden">{money(item.unitPrice)} c/u</span>
              </td>
              <td className="py-3 px-3 text-right tabular-nums">{quantityFormat.format(item.quantity)}</td>
              <td className="hidden py-3 px-3 text-right tabular-nums @md:table-cell print:table-cell">{money(item.unitPrice)}</td>
              <td className="py-3 ps-3 text-right font-medium text-slate-900 tabular-nums">{money(lineAmount(item))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ms-auto flex w-full max-w-xs flex-col gap-2 text-sm" data-testid="quotation-totals">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="tabular-nums text-slate-900">{money(quotation.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">IVA ({formatRate(quotation.taxRate)})</dt>
          <dd className="tabular-nums text-slate-900">{money(quotation.tax)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums">
            {money(quotation.total)} <span className="text-sm font-medium text-slate-600">MXN</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
