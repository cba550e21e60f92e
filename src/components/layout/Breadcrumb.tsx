import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link as AriaLink } from 'react-aria-components';
import { ChevronRightIcon } from '@/components/ui/Icons';
import type { Crumb } from '@/lib/page-state';

export function Breadcrumb({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Ruta de navegación">
      <Breadcrumbs className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => (
          <AriaBreadcrumb key={`${item.label}-${index}`} className="flex items-center gap-1">
            <AriaLink
              href={index < items.length - 1 ? item.href : undefined}
              className="rounded underline-offset-2 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700 current:font-medium current:text-slate-900 [&[href]]:hover:underline"
            >
              {item.label}
            </AriaLink>
            {index < items.length - 1 && <ChevronRightIcon className="size-4 text-slate-400" />}
          </AriaBreadcrumb>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
