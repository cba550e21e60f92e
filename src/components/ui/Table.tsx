import type { ReactNode } from 'react';
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  composeRenderProps,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type RowRenderProps,
  type SortDescriptor,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { composeTailwindRenderProps } from './focus-ring';
import { ChevronDownIcon } from './Icons';

export type { SortDescriptor };

/** Scrolls wide tables sideways on phones instead of squeezing them. */
export function TableContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={joinClasses('w-full overflow-x-auto rounded-xl border border-slate-200 bg-white', className)}>{children}</div>;
}

export function Table(props: TableProps) {
  return (
    <RACTable
      {...props}
      className={composeTailwindRenderProps(props.className, 'w-full border-separate border-spacing-0 text-left text-sm text-slate-700')}
    />
  );
}

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <RACTableHeader {...props} className={composeTailwindRenderProps(props.className, 'bg-slate-50')} />;
}

// Inset rings: cells sit inside an overflow container that would clip an outer offset.
const insetFocus = 'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

export function Column(props: ColumnProps) {
  return (
    <RACColumn
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        `border-b border-slate-200 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase allows-sorting:cursor-pointer ${insetFocus}`,
      )}
    >
      {composeRenderProps(props.children, (children, { allowsSorting, sortDirection }) => (
        <span className="inline-flex items-center gap-1">
          {children}
          {allowsSorting && (
            // Visual only: RAC sets aria-sort on the column header.
            <ChevronDownIcon
              className={joinClasses(
                'size-4 transition-transform',
                !sortDirection && 'invisible',
                sortDirection === 'ascending' && 'rotate-180',
              )}
            />
          )}
        </span>
      ))}
    </RACColumn>
  );
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <RACTableBody {...props} className={composeTailwindRenderProps(props.className, 'empty:text-center empty:text-slate-600')} />;
}

// Plain strings, not tv(): a page of rows re-renders on every hover and page change.
function rowClass(className: string | undefined, { isHovered, isSelected, isDisabled }: RowRenderProps): string {
  return ['group/row', insetFocus, isSelected ? 'bg-brand-50' : isHovered && 'bg-slate-50', isDisabled && 'text-slate-500', className]
    .filter(Boolean)
    .join(' ');
}

export function Row<T extends object>(props: RowProps<T>) {
  return (
    <RACRow {...props} className={composeRenderProps(props.className, (className, renderProps) => rowClass(className, renderProps))} />
  );
}

/** `compact`: less height, for a cell holding a button (a row's menu). */
export function Cell({ compact = false, ...props }: CellProps & { compact?: boolean }) {
  return (
    <RACCell
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        `border-b border-slate-100 px-4 ${compact ? 'py-1' : 'py-3'} align-middle group-last/row:border-b-0 ${insetFocus}`,
      )}
    />
  );
}
