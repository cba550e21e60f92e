import type { RefObject } from 'react';
import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import { LogOutIcon, UserIcon } from '@/components/ui/Icons';
import { UserIdentity, type SignedInOverlayProps } from './UserIdentity';

// The brand-50 background alone is under 3:1 against white: keyboard focus also gets the shared ring (inset).
const itemClass =
  'flex min-h-10 cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none focus:bg-brand-50 focus:text-brand-900 data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-brand-600 forced-colors:data-[focus-visible]:outline-[Highlight]';

export interface UserMenuPopoverProps extends SignedInOverlayProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  profileHref: string;
}

export function UserMenuPopover({ triggerRef, isOpen, onOpenChange, user, fullName, profileHref, onLogout }: UserMenuPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      // As wide as its name, within the screen: a name of any length is cut short, never wider.
      className="max-w-[min(24rem,calc(100vw-2rem))] min-w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none"
    >
      <UserIdentity fullName={fullName} email={user.email} size="sm" />
      <Separator className="my-1 border-t border-slate-200" />
      <Menu aria-label="Opciones de usuario" autoFocus="first" className="outline-none" onClose={() => onOpenChange(false)}>
        <MenuItem href={profileHref} className={itemClass}>
          <UserIcon className="size-4 text-slate-500" />
          Perfil de usuario
        </MenuItem>
        <MenuItem id="logout" onAction={onLogout} className={itemClass}>
          <LogOutIcon className="size-4 text-slate-500" />
          Cerrar sesión
        </MenuItem>
      </Menu>
    </Popover>
  );
}
