// Ayuda: who the merchant is, how to reach it and complain, PROFECO, and the aviso de privacidad
// and the ARCO rights. One component for the public /ayuda and the signed-in /app/ayuda.
import { Link } from 'react-router-dom';
import { merchant, SAMPLE_MERCHANT_NOTE, telHref } from '@/config/merchant';
import { paths } from '@/config/paths';

const LINK =
  'font-medium text-brand-800 underline outline-offset-2 outline-brand-600 focus-visible:outline-2 forced-colors:outline-[Highlight]';
const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';
const HEADING = 'text-lg font-semibold text-slate-900';

/** PROFECO's public contacts (Teléfono del Consumidor and Concilianet). */
const PROFECO = {
  cdmxPhone: '55 5568 8722',
  nationalPhone: '800 468 8722',
  concilianet: 'https://concilianet.profeco.gob.mx',
};

export function HelpContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col gap-5" data-testid="help-content">
      <section aria-labelledby="ayuda-comercio" className={SECTION}>
        <Heading id="ayuda-comercio" className={HEADING}>
          Quién te atiende
        </Heading>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Razón social</dt>
          <dd className="text-slate-900">{merchant.legalName}</dd>
          {merchant.tradeName !== merchant.legalName && (
            <>
              <dt className="font-medium text-slate-600">Nombre comercial</dt>
              <dd className="text-slate-900">{merchant.tradeName}</dd>
            </>
          )}
          <dt className="font-medium text-slate-600">RFC</dt>
          <dd className="font-mono text-slate-900">{merchant.rfc}</dd>
          <dt className="font-medium text-slate-600">Domicilio</dt>
          <dd className="text-slate-900">{merchant.fiscalAddress}</dd>
        </dl>
        {merchant.isSample && <p className="mt-3 text-sm text-warning-800">{SAMPLE_MERCHANT_NOTE}</p>}
      </section>

      <section aria-labelledby="ayuda-contacto" className={SECTION}>
        <Heading id="ayuda-contacto" className={HEADING}>
          Dudas, quejas y aclaraciones
        </Heading>
        <p className="mt-2 text-sm text-slate-700">
          Si tienes una duda sobre una cotización, un cobro o una factura, o quieres presentar una queja, contáctanos:
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {merchant.complaintsPhone && (
            <>
              <dt className="font-medium text-slate-600">Teléfono</dt>
              <dd>
                <a className={LINK} href={telHref(merchant.complaintsPhone)}>
                  {merchant.complaintsPhone}
                </a>
              </dd>
            </>
          )}
          {merchant.complaintsEmail && (
            <>
              <dt className="font-medium text-slate-600">Correo</dt>
              <dd>
                <a className={LINK} href={`mailto:${merchant.complaintsEmail}`}>
                  {merchant.complaintsEmail}
                </a>
              </dd>
            </>
          )}
          {merchant.serviceHours && (
            <>
              <dt className="font-medium text-slate-600">Horario de atención</dt>
              <dd className="text-slate-900">{merchant.serviceHours}</dd>
            </>
          )}
        </dl>
        {!merchant.complaintsPhone && !merchant.complaintsEmail && (
          <p className="mt-3 text-sm text-slate-700">Escríbenos o visítanos en el domicilio de arriba.</p>
        )}
      </section>

      <section aria-labelledby="ayuda-profeco" className={SECTION}>
        <Heading id="ayuda-profeco" className={HEADING}>
          Procuraduría Federal del Consumidor (PROFECO)
        </Heading>
        <p className="mt-2 text-sm text-slate-700">
          Si no resolvemos tu queja, puedes acudir a la PROFECO. Teléfono del Consumidor:{' '}
          <a className={`${LINK} whitespace-nowrap`} href={telHref(PROFECO.cdmxPhone)}>
            {PROFECO.cdmxPhone}
          </a>{' '}
          (Ciudad de México y área metropolitana) o{' '}
          <a className={`${LINK} whitespace-nowrap`} href={telHref(PROFECO.nationalPhone)}>
            {PROFECO.nationalPhone}
          </a>{' '}
          (resto del país, sin costo). También puedes presentar tu queja en línea en{' '}
          <a className={LINK} href={PROFECO.concilianet} target="_blank" rel="noopener noreferrer">
            Concilianet
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="ayuda-privacidad" className={SECTION}>
        <Heading id="ayuda-privacidad" className={HEADING}>
          Tus datos personales
        </Heading>
        <p className="mt-2 text-sm text-slate-700">
          Consulta el{' '}
          <Link className={LINK} to={paths.privacyNoticeShort}>
            aviso de privacidad simplificado
          </Link>{' '}
          o el{' '}
          <Link className={LINK} to={paths.privacyNotice}>
            aviso de privacidad integral
          </Link>
          . Para acceder a tus datos, rectificarlos, cancelarlos u oponerte a su uso (derechos ARCO), usa{' '}
          <Link className={LINK} to={paths.app.privacy}>
            Privacidad y datos personales
          </Link>{' '}
          en tu cuenta
          {merchant.privacyEmail && (
            <>
              {' '}
              o escribe a{' '}
              <a className={LINK} href={`mailto:${merchant.privacyEmail}`}>
                {merchant.privacyEmail}
              </a>
            </>
          )}
          .
        </p>
      </section>
    </div>
  );
}
