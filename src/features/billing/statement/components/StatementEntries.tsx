// The period's movements with the running balance: cards on phones and tablets, a native table
// from 1280 px (as Historial). Printing always takes the table (print:block), whatever the width.
// Both name an amount by its column («Cargo», «Abono»), never by a sign, and say what a surprising
// kind means (a refund is a cargo: the money went back to the customer).
import { memo } from 'react';
import { FolioText } from '@/components/ui/Folio';
import { NativeHeader, NativeTable } from '@/components/ui/NativeTable';
import { formatDateTime, formatMoney } from '@/lib/format';
import { AMOUNT_WORDS, ENTRY_KINDS, entryAmount, type StatementEntry } from '../statement-csv';

const money = (value: number) => formatMoney(value, { forceDecimals: true });
const bodyCell = 'border-b border-slate-100 px-3 py-3 align-top';
const amountCell = `${bodyCell} text-right tabular-nums whitespace-nowrap`;

export const StatementTable = memo(function StatementTable({ entries }: { entries: readonly StatementEntry[] }) {
  return (
    <NativeTable
      label="Movimientos"
      data-print="flow"
      columns={
        <>
          <NativeHeader>Fecha</NativeHeader>
          <NativeHeader>Movimiento</NativeHeader>
          <NativeHeader>Descripción</NativeHeader>
          <NativeHeader className="text-right">{AMOUNT_WORDS.charge.label}</NativeHeader>
          <NativeHeader className="text-right">{AMOUNT_WORDS.credit.label}</NativeHeader>
          <NativeHeader className="text-right">{AMOUNT_WORDS.balance.label}</NativeHeader>
        </>
      }
    >
      {entries.map((entry, index) => (
        <tr key={index} data-testid="statement-row">
          <td className={`${bodyCell} whitespace-nowrap tabular-nums`}>{formatDateTime(entry.date)}</td>
          <td className={bodyCell}>
            <KindName entry={entry} />
          </td>
          <td className={bodyCell}>
            {/* Server text: it wraps in its column, so Cargo, Abono and Saldo stay on screen. */}
            <FolioText text={entry.description} />
            <CreditNoteLine entry={entry} />
          </td>
          <td className={amountCell}>{entry.charge > 0 ? money(entry.charge) : ''}</td>
          <td className={amountCell}>{entry.credit > 0 ? money(entry.credit) : ''}</td>
          <td className={`${amountCell} font-semibold text-slate-900`}>{money(entry.balance)}</td>
        </tr>
      ))}
    </NativeTable>
  );
});

/** A refund's credit note (CFDI de egreso), by its folio fiscal: what the accountant matches it with. */
function CreditNoteLine({ entry }: { entry: StatementEntry }) {
  if (!entry.creditNoteUuid) return null;
  return (
    <span className="mt-0.5 block text-xs text-slate-600" data-testid="statement-credit-note">
      Nota de crédito <bdi className="font-mono break-all">{entry.creditNoteUuid}</bdi>
    </span>
  );
}

/** The kind's name, and under it what it means when its column could surprise. */
function KindName({ entry }: { entry: StatementEntry }) {
  const { label, note } = ENTRY_KINDS[entry.kind];
  return (
    <>
      <span className="font-medium text-slate-900">{label}</span>
      {note && <span className="mt-0.5 block text-xs text-slate-600">{note}</span>}
    </>
  );
}

export const StatementCards = memo(function StatementCards({ entries }: { entries: readonly StatementEntry[] }) {
  return (
    <ul aria-label="Movimientos" className="flex flex-col gap-3">
      {entries.map((entry, index) => {
        const { column, amount } = entryAmount(entry);
        return (
          <li
            key={index}
            data-testid="statement-card"
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0">
                <KindName entry={entry} />
              </p>
              {/* The column's word, not a sign: "+$12,064.00" on a refund read as a charge. */}
              <p className="shrink-0 text-right">
                <span className="block text-xs text-slate-600">{AMOUNT_WORDS[column].label}</span>
                <span className="font-semibold tabular-nums text-slate-900">{money(amount)}</span>
              </p>
            </div>
            <p className="mt-2 text-slate-700">
              <FolioText text={entry.description} />
              <CreditNoteLine entry={entry} />
            </p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-slate-600">
              <span className="tabular-nums">{formatDateTime(entry.date)}</span>
              <span className="tabular-nums">
                {AMOUNT_WORDS.balance.label}: <span className="font-semibold text-slate-900">{money(entry.balance)}</span>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
});
