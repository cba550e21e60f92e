// A plain <table> for long lists, not react-aria's Table: its cells re-rendered on every popover and
// focus change of the page (see PaymentsTable); a <table> costs nothing then.
import type { ReactNode } from 'react';

/** A header cell's look; a sortable header adds its own button and padding. */
export const nativeHeaderCell =
  'border-b border-slate-200 px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';

/** A column's header: the shared look plus the column's own classes (alignment, width). */
export function NativeHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <th scope="col" className={className ? `${nativeHeaderCell} ${className}` : nativeHeaderCell}>
      {children}
    </th>
  );
}

/** The frame: a bordered box that scrolls sideways when the columns do not fit, the header row on slate-50. */
export function NativeTable({
  label,
  columns,
  children,
  'data-print': print,
}: {
  label: string;
  /** The header row's cells. */
  columns: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  'data-print'?: string;
}) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-slate-200 bg-white" data-print={print}>
      <table aria-label={label} className="w-full border-separate border-spacing-0 text-left text-sm text-slate-700">
        <thead className="bg-slate-50">
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
