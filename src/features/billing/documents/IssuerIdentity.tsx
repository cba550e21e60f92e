// Who issues a quotation or a receipt, as a Mexican document names them: razón social, RFC and
// domicilio fiscal, and where to complain (teléfono y correo: PROFECO asks a receipt to say it).
// From the deploy's configuration; a sample is said to be one.
import { merchant, SAMPLE_MERCHANT_NOTE, telHref } from '@/config/merchant';

export function IssuerIdentity({ className }: { className?: string }) {
  const { complaintsPhone, complaintsEmail } = merchant;
  return (
    <div className={className} data-testid="issuer-identity">
      <p className="text-sm text-slate-900">{merchant.legalName}</p>
      <p className="text-sm text-slate-700">
        RFC <span className="font-mono whitespace-nowrap">{merchant.rfc}</span>
      </p>
      <p className="text-sm text-slate-700">{merchant.fiscalAddress}</p>
      {(complaintsPhone || complaintsEmail) && (
        <p className="text-sm text-slate-700">
          Quejas y aclaraciones:{' '}
          {complaintsPhone && (
            <a className="whitespace-nowrap text-brand-800 underline" href={telHref(complaintsPhone)}>
              {complaintsPhone}
            </a>
          )}
          {complaintsPhone && complaintsEmail && ' · '}
          {complaintsEmail && (
            <a className="text-brand-800 underline" href={`mailto:${complaintsEmail}`}>
              {complaintsEmail}
            </a>
          )}
        </p>
      )}
      {merchant.isSample && <p className="text-xs text-warning-800">{SAMPLE_MERCHANT_NOTE}</p>}
    </div>
  );
}
