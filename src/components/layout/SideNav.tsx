import { memo } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import {
  BellIcon,
  BuildingIcon,
  CreditCardIcon,
  HelpCircleIcon,
  HomeIcon,
  ReceiptIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from '@/components/ui/Icons';
import { focusRing } from '@/components/ui/focus-ring';
import { currentEntry, navEntriesFor, type NavEntry, type UserKind } from './navigation';

const ICONS: Record<NavEntry['icon'], typeof HomeIcon> = {
  home: HomeIcon,
  user: UserIcon,
  building: BuildingIcon,
  card: CreditCardIcon,
  receipt: ReceiptIcon,
  bell: BellIcon,
  users: UsersIcon,
  shield: ShieldIcon,
  help: HelpCircleIcon,
};

/**
 * Memoised, with the path as a prop rather than read from the router: a change of a screen's query
 * string (Historial's filter, its page) then renders none of its links again.
 */
export const SideNav = memo(function SideNav({
  kind,
  pathname,
  onNavigate,
}: {
  kind: UserKind;
  pathname: string;
  onNavigate?: () => void;
}) {
  const entries = navEntriesFor(kind);
  const current = currentEntry(entries, pathname);
  return (
    <nav aria-label="Navegación principal" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => {
          const Icon = ICONS[entry.icon];
          const isCurrent = entry === current;
          return (
            <li key={entry.href}>
              <AriaLink
                href={entry.href}
                aria-current={isCurrent ? 'page' : undefined}
                onPress={onNavigate}
                className={(renderProps) =>
                  `${focusRing(renderProps)} flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-[15px] font-medium transition-colors ${
                    isCurrent
                      ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                <Icon className={`size-5 shrink-0 ${isCurrent ? 'text-brand-700' : 'text-slate-500'}`} />
                {entry.label}
              </AriaLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
