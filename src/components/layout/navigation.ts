import { appPaths } from '@/config/app-paths';

export type UserKind = 'employer' | 'nonEmployer';

export interface NavEntry {
  label: string;
  href: string;
  icon: 'home' | 'user' | 'building' | 'card' | 'receipt' | 'users' | 'bell' | 'shield' | 'help';
  kinds: readonly UserKind[];
}

const BOTH = ['employer', 'nonEmployer'] as const;

// Which kind of customer sees each section, in the menu's order (see docs/ui.md).
const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Inicio', href: appPaths.home, icon: 'home', kinds: BOTH },
  { label: 'Mis datos', href: appPaths.personalData, icon: 'user', kinds: ['nonEmployer'] },
  { label: 'Mi perfil', href: appPaths.profile, icon: 'building', kinds: ['employer'] },
  { label: 'Métodos de pago', href: appPaths.paymentMethods, icon: 'card', kinds: BOTH },
  { label: 'Historial de pagos', href: appPaths.paymentHistory, icon: 'receipt', kinds: BOTH },
  { label: 'Estado de cuenta', href: appPaths.statement, icon: 'receipt', kinds: BOTH },
  { label: 'Empleados', href: appPaths.employees, icon: 'users', kinds: ['employer'] },
  { label: 'Notificaciones', href: appPaths.notifications, icon: 'bell', kinds: BOTH },
  { label: 'Privacidad', href: appPaths.privacy, icon: 'shield', kinds: BOTH },
  // Last: who the merchant is and where to complain (see docs/legal.md).
  { label: 'Ayuda', href: appPaths.help, icon: 'help', kinds: BOTH },
];

export function navEntriesFor(kind: UserKind): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.kinds.includes(kind));
}

/** The entry of the current section: the longest href that prefixes the path. */
export function currentEntry(entries: readonly NavEntry[], pathname: string): NavEntry | undefined {
  return entries
    .filter((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** The profile entry of the small-screen header ("Perfil de usuario"). */
export function profileHref(kind: UserKind): string {
  return kind === 'employer' ? appPaths.profile : appPaths.personalData;
}
