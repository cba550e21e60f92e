// The aviso de privacidad, integral (/aviso-de-privacidad) and simplificado (…/simplificado):
// public, pre-rendered, printable; the business's own Markdown (see docs/legal.md), with a banner
// while it is still the shipped sample.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Markdown } from '@/lib/markdown/markdown';
import { usePageHeader } from '@/lib/page-state';
import { privacyNotice, type PrivacyNoticeVersion } from '../privacy-notice';
import { PublicPage } from './PublicPage';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 2026-11-27 → «27 de noviembre de 2026» (a calendar date: no time zone to convert). */
export function longDate(isoDate: string): string {
  const [year, month = 1, day] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[month - 1] ?? ''} de ${year}`;
}

const LINK = 'font-medium text-brand-800 underline';

function PrivacyNoticePage({ version }: { version: PrivacyNoticeVersion }) {
  const notice = privacyNotice(version);
  usePageHeader(notice.title);
  return (
    <PublicPage>
      <article>
        {notice.isSample && (
          <div role="note" className="mb-6 rounded-lg border-2 border-warning-300 bg-warning-50 p-4 text-warning-900">
            <p className="font-semibold">Ejemplo: reemplázalo por el aviso de tu empresa</p>
            <p className="mt-1 text-sm">
              Este aviso es un ejemplo de estructura que acompaña al portal; no es el aviso de privacidad de ningún comercio.
            </p>
          </div>
        )}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{notice.title}</h1>
        {notice.updated && (
          <p className="mt-2 text-sm text-slate-600">
            Última actualización: <time dateTime={notice.updated}>{longDate(notice.updated)}</time>
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm print:hidden">
          {version === 'short' ? (
            <Link to={paths.privacyNotice} className={LINK}>
              Consulta el aviso de privacidad integral
            </Link>
          ) : (
            <Link to={paths.privacyNoticeShort} className={LINK}>
              Ver la versión simplificada
            </Link>
          )}
          <button type="button" onClick={() => window.print()} className={`${LINK} cursor-pointer`}>
            Imprimir
          </button>
        </div>
        <div className="mt-4">
          <Markdown body={notice.body} />
        </div>
      </article>
    </PublicPage>
  );
}

export const PrivacyNoticeFullPage = () => <PrivacyNoticePage version="full" />;
export const PrivacyNoticeShortPage = () => <PrivacyNoticePage version="short" />;
