import type { ReactNode } from 'react';
import { Brand } from '@/components/layout/Brand';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink';
import { paths } from '@/config/paths';
import { PublicFooter } from '@/components/legal/PublicFooter';

/** The centred card of the public sign-in and reset screens (no shell). */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="px-6 py-5">
        <Brand href={paths.landing} />
      </header>
      {/* The skip link's target, as on every other page (an href to a missing id fails axe's skip-link). */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 outline-none sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <div className="mt-2 text-slate-600">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
      {/* Who runs the portal and where to complain, under every public screen (docs/legal.md). */}
      <PublicFooter className="max-w-6xl text-center [&_nav]:justify-center">{footer}</PublicFooter>
    </div>
  );
}

/** A screen that tells what happened and where to go: its words and links stacked; `role` when all of it is news. */
export function AuthMessage({ title, role, children }: { title: string; role?: 'alert' | 'status'; children: ReactNode }) {
  return (
    <AuthLayout title={title}>
      <div role={role} className="flex flex-col gap-4">
        {children}
      </div>
    </AuthLayout>
  );
}

/** While a link is being checked: the screen's title and what is going on, announced. */
export function AuthPending({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthLayout title={title}>
      <p role="status" className="text-slate-700">
        {children}
      </p>
    </AuthLayout>
  );
}
