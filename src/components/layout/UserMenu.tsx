import { memo, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Avatar } from '@/components/ui/Avatar';
import { ChevronDownIcon } from '@/components/ui/Icons';
import { focusRing } from '@/components/ui/focus-ring';
import { lazyComponent, usePreloadWhenIdle, OnDemand } from '@/lib/lazy';
import type { User } from '@/lib/session';

// The menu's popover code stays off the first load of /app: it loads once the screen has settled
// (or on hover or focus).
const UserMenuPopover = lazyComponent(() => import('./UserMenuPopover').then((m) => m.UserMenuPopover));

/** Memoised: the shell renders on every navigation, the menu only when the user changes. */
export const UserMenu = memo(function UserMenu({
  user,
  fullName,
  profileHref,
  onLogout,
}: {
  user: User;
  fullName: string;
  profileHref: string;
  onLogout: () => void;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  usePreloadWhenIdle(UserMenuPopover.preload);
  return (
    <>
      <AriaButton
        ref={triggerRef}
        aria-label={`Menú de usuario: ${fullName}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onHoverStart={() => void UserMenuPopover.preload()}
        onFocus={() => void UserMenuPopover.preload()}
        onPress={() => {
          setRequested(true);
          setOpen((open) => !open);
        }}
        className={(renderProps) =>
          `${focusRing(renderProps)} flex min-w-0 items-center gap-3 rounded-full py-1 pl-1 pr-3 text-left hover:bg-slate-100`
        }
      >
        <Avatar src={user.avatar} firstName={user.firstName} lastName={user.lastName} size="sm" />
        <span className="max-w-56 truncate text-sm font-medium text-slate-900" data-testid="full-name">
          <bdi>{fullName}</bdi>
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
      </AriaButton>
      <OnDemand when={requested}>
        <UserMenuPopover
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={setOpen}
          user={user}
          fullName={fullName}
          profileHref={profileHref}
          onLogout={onLogout}
        />
      </OnDemand>
    </>
  );
});
