import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Outlet, useLocation } from 'react-router-dom';
import { Avatar } from '@/components/ui/Avatar';
import { MenuIcon } from '@/components/ui/Icons';
import { focusRing } from '@/components/ui/focus-ring';
import { appPaths } from '@/config/app-paths';
import { firstWord } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Brand } from './Brand';
import { Breadcrumb } from './Breadcrumb';
import { useIsMobile } from './use-media-query';
import { profileHref, type UserKind } from './navigation';
import { SideNav } from './SideNav';
import { MAIN_CONTENT_ID } from './SkipLink';

// The drawer's overlay code stays off the first load of /app: it loads once the screen has settled
// on a phone (or on hover or press start), so the first tap paints the open drawer at once.
const MobileDrawer = lazyComponent(() => import('./MobileDrawer').then((m) => m.MobileDrawer));
import { UserMenu } from './UserMenu';
import { usePageState } from '@/lib/page-state';
import { lazyComponent, usePreloadWhenIdle, OnDemand } from '@/lib/lazy';

/** The main body reports "scrolled" (the header then shows its shadow) past this many pixels. */
const SCROLL_THRESHOLD = 30;

/** Also index.html's #root before any script runs (a cold deep link paints it at once): the same markup. */
export function LoadingUserScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6" role="status" aria-live="polite">
      <p className="flex items-center gap-3 text-lg text-slate-700">
        <span className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" aria-hidden="true" />
        Obteniendo usuario...
      </p>
    </div>
  );
}

/**
 * A heading whose last word stays whole: the folio of "Cotización COT-2026-0158" broke at its hyphens
 * ("COT-2026-" / "0158") on a tablet. Not FolioText: this is the first load of /app (0.2 KB gzip).
 * The last word may be server text (a folio): `unbroken` also isolates it and wraps one longer than the line.
 */
function HeadingText({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="unbroken">{text.slice(cut)}</span>
    </>
  );
}

export function AppShell() {
  const { status, user, isEmployer, logout } = useSession();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const { headerLabel, breadcrumb } = usePageState();
  usePreloadWhenIdle(MobileDrawer.preload, isMobile);

  // Every path change closes the drawer and the main body is no longer scrolled; leaving the small
  // screen closes the drawer too. Adjusted while rendering (React's pattern for state that follows
  // a value), not in an effect: the new page never renders once with the drawer still open.
  const [shownPathname, setShownPathname] = useState(pathname);
  const [shownIsMobile, setShownIsMobile] = useState(isMobile);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setDrawerOpen(false);
    setScrolled(false);
  }
  if (isMobile !== shownIsMobile) {
    setShownIsMobile(isMobile);
    if (!isMobile) setDrawerOpen(false);
  }

  // And the main body goes back to the top (the DOM, so an effect).
  useEffect(() => {
    if (mainRef.current) mainRef.current.scrollTop = 0;
  }, [pathname]);

  if (status !== 'authenticated' || !user) {
    return status === 'loading' ? <LoadingUserScreen /> : null;
  }

  const kind: UserKind = isEmployer ? 'employer' : 'nonEmployer';
  const greetedName = firstWord(user.name || user.firstName);
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <div data-print="flow" className="flex h-dvh overflow-hidden bg-slate-50">
      {!isMobile && (
        <aside
          data-testid="side-nav"
          data-print="hide"
          className="fixed inset-y-0 left-0 z-20 flex w-[300px] flex-col border-r border-slate-200 bg-white"
        >
          <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-6">
            <Brand href={appPaths.home} />
          </div>
          <SideNav kind={kind} pathname={pathname} />
        </aside>
      )}

      <div data-print="flow" className={`flex min-w-0 flex-1 flex-col ${isMobile ? '' : 'ml-[300px]'}`}>
        <header
          data-print="hide"
          data-scrolled={scrolled || undefined}
          className={`z-10 flex h-16 shrink-0 items-center gap-3 border-b bg-white px-4 transition-shadow sm:px-6 ${
            scrolled ? 'border-slate-200 shadow-md' : 'border-slate-200 shadow-none'
          }`}
        >
          {isMobile && (
            <AriaButton
              aria-label="Abrir menú"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onHoverStart={() => void MobileDrawer.preload()}
              onPressStart={() => void MobileDrawer.preload()}
              onPress={() => {
                setDrawerRequested(true);
                setDrawerOpen(true);
              }}
              className={(renderProps) =>
                `${focusRing(renderProps)} -ml-1 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100`
              }
            >
              <MenuIcon className="size-6" />
            </AriaButton>
          )}
          <OnDemand when={isMobile && drawerRequested}>
            <MobileDrawer
              isOpen={drawerOpen}
              onOpenChange={setDrawerOpen}
              user={user}
              fullName={fullName}
              kind={kind}
              pathname={pathname}
              onLogout={logout}
            />
          </OnDemand>

          {/* The greeting is short and stays whole; the full name beside it gives way instead. Only a
              first word longer than most of the header (server text gone wrong) is cut short. */}
          <p className="max-w-[60%] shrink-0 truncate text-base font-semibold text-slate-900 sm:text-lg" data-testid="greeting">
            Hola <bdi>{greetedName}</bdi>
          </p>

          <div className="ml-auto flex min-w-0 items-center gap-2">
            {isMobile ? (
              <AriaLink
                href={profileHref(kind)}
                aria-label="Perfil de usuario"
                className={(renderProps) => `${focusRing(renderProps)} inline-flex items-center gap-2 rounded-full p-1`}
              >
                <Avatar src={user.avatar} firstName={user.firstName} lastName={user.lastName} size="sm" />
              </AriaLink>
            ) : (
              <UserMenu user={user} fullName={fullName} profileHref={profileHref(kind)} onLogout={logout} />
            )}
          </div>
        </header>

        <main
          ref={mainRef}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          data-testid="main-body"
          data-print="flow"
          data-scrolled={scrolled || undefined}
          onScroll={(event) => setScrolled(event.currentTarget.scrollTop > SCROLL_THRESHOLD)}
          // The containing block of everything absolutely positioned inside (react-aria's visually
          // hidden inputs of switches, radios, checkboxes and tabs): without it they were placed
          // against the page, which then scrolled past the shell's height.
          className="relative flex-1 overflow-y-auto outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          {/* A named container: screens lay out by the width they get (`@xl/main:`), which beside the
              side navigation is less on a tablet than on a phone. */}
          <div data-print="flow" className="@container/main mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
            <Breadcrumb items={breadcrumb} />
            {headerLabel && (
              <h1 className="mb-6 mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
                <HeadingText text={headerLabel} />
              </h1>
            )}
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
