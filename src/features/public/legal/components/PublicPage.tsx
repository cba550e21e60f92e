import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/layout/Brand';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink';
import { PublicFooter } from '@/components/legal/PublicFooter';
import { paths } from '@/config/paths';

/** A public reading page (aviso, Ayuda): the brand, the text, the public footer; no shell. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between px-6 py-5 print:hidden">
        <Brand href={paths.landing} />
        <Link to={paths.login} className="text-sm font-medium text-brand-800 underline">
          Iniciar sesión
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-6 pb-12 pt-4 outline-none">
        {children}
      </main>
      <div className="border-t border-slate-200 bg-slate-50">
        <PublicFooter className="max-w-3xl" />
      </div>
    </div>
  );
}
