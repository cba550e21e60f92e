import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Avatar } from '@/components/ui/Avatar';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '@/components/ui/Icons';
import { focusRing } from '@/components/ui/focus-ring';
import type { User } from '@/lib/session';

const itemClass =
  'flex min-h-10 cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none focus:bg-teal-50 focus:text-teal-900';

export function UserMenu({ user, fullName, profileHref, onLogout }: { user: User; fullName: string; profileHref: string; onLogout: () => void }) {
  return (
    <MenuTrigger>
      <AriaButton
        aria-label={`Menú de usuario: ${fullName}`}
        className={(renderProps) =>
          `${focusRing(renderProps)} flex items-center gap-3 rounded-full py-1 pl-1 pr-3 text-left hover:bg-slate-100`
        }
      >
        <Avatar src={user.avatar} firstName={user.firstName} lastName={user.lastName} size="sm" />
        <span className="max-w-56 truncate text-sm font-medium text-slate-900" data-testid="full-name">
          {fullName}
        </span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </AriaButton>
      <Popover placement="bottom end" className="min-w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <div className="px-3 py-2">
          <p className="truncate text-sm font-medium text-slate-900">{fullName}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
        <Separator className="my-1 border-t border-slate-200" />
        <Menu aria-label="Opciones de usuario" className="outline-none">
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
    </MenuTrigger>
  );
}
