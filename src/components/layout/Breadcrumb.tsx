import { Link as AriaLink } from 'react-aria-components';
import { ChevronRightIcon } from '@/components/ui/Icons';
import type { Crumb } from '@/lib/page-state';

/**
 * A plain ordered list of links; the last crumb is the current page. A label may name server text (a
 * folio): isolated, and at most two lines (the page's heading says it whole).
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Ruta de navegación" data-print="hide">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {isLast || !item.href ? (
                <span aria-current={isLast ? 'page' : undefined} className={`line-clamp-2 ${isLast ? 'font-medium text-slate-900' : ''}`}>
                  <bdi>{item.label}</bdi>
                </span>
              ) : (
                <AriaLink
                  href={item.href}
                  className="line-clamp-2 rounded underline-offset-2 outline-offset-2 hover:underline outline-brand-600 focus-visible:outline-2 forced-colors:outline-[Highlight]"
                >
                  <bdi>{item.label}</bdi>
                </AriaLink>
              )}
              {!isLast && <ChevronRightIcon className="size-4 text-slate-400" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
