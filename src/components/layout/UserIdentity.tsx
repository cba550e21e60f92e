import type { User } from '@/lib/session';

// Who is signed in, as the drawer and the user menu show it: the name over the e-mail, each cut short
// on one line; <bdi> so a name in another script does not reorder the text around it.
const SIZES = {
  md: { box: 'min-w-0', name: 'truncate font-medium text-slate-900', email: 'truncate text-sm text-slate-600' },
  sm: { box: 'px-3 py-2', name: 'truncate text-sm font-medium text-slate-900', email: 'truncate text-xs text-slate-600' },
} as const;

export function UserIdentity({ fullName, email, size }: { fullName: string; email: string; size: keyof typeof SIZES }) {
  const classes = SIZES[size];
  return (
    <div className={classes.box}>
      <p className={classes.name}>
        <bdi>{fullName}</bdi>
      </p>
      <p className={classes.email}>
        <bdi>{email}</bdi>
      </p>
    </div>
  );
}

/** What the shell gives each of its signed-in overlays (the drawer, the user menu). */
export interface SignedInOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  user: User;
  fullName: string;
  onLogout: () => void;
}
