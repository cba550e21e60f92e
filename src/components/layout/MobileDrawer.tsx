// The small-screen navigation drawer (280px, slide-in; see docs/ui.md). Loaded lazily (at idle and
// on intent) so react-aria's overlay code stays off the first load of /app.
import { Button as AriaButton, Dialog, Heading } from 'react-aria-components';
import { ModalFrame } from '@/components/ui/Dialog';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { LogOutIcon, XIcon } from '@/components/ui/Icons';
import { focusRing } from '@/components/ui/focus-ring';
import { appPaths } from '@/config/app-paths';
import { Brand } from './Brand';
import type { UserKind } from './navigation';
import { SideNav } from './SideNav';
import { UserIdentity, type SignedInOverlayProps } from './UserIdentity';

export interface MobileDrawerProps extends SignedInOverlayProps {
  kind: UserKind;
  /** The page shown, for the navigation's current entry. */
  pathname: string;
}

export function MobileDrawer({ isOpen, onOpenChange, user, fullName, kind, pathname, onLogout }: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      overlayClassName="fixed inset-0 z-50 bg-slate-900/50 animate-in fade-in"
      data-testid="nav-drawer"
      className="fixed inset-y-0 left-0 flex w-[280px] flex-col bg-white shadow-xl outline-none animate-in slide-in-from-left"
    >
      <Dialog aria-label="Menú" className="flex h-full flex-col outline-none">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <Heading slot="title" className="sr-only">
            Menú
          </Heading>
          <Brand href={appPaths.home} />
          <AriaButton
            aria-label="Cerrar menú"
            onPress={close}
            className={(renderProps) =>
              `${focusRing(renderProps)} inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100`
            }
          >
            <XIcon className="size-5" />
          </AriaButton>
        </div>
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
          <Avatar src={user.avatar} firstName={user.firstName} lastName={user.lastName} size="md" />
          <UserIdentity fullName={fullName} email={user.email} size="md" />
        </div>
        <SideNav kind={kind} pathname={pathname} onNavigate={close} />
        <div className="border-t border-slate-200 p-4">
          <Button variant="secondary" className="w-full" onPress={onLogout}>
            <LogOutIcon className="size-5" />
            Cerrar sesión
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
