// Who issues a quotation or a receipt, as a Mexican document names them: razón social, RFC and
// domicilio fiscal (from the deploy's configuration; a sample is said to be one).
import { merchant } from '@/config/merchant';

export function IssuerIdentity({ className }: { className?: string }) {
  return (
    <div className={className} data-testid="issuer-identity">
      <p className="text-sm text-slate-900">{merchant.legalName}</p>
      <p className="text-sm text-slate-700">
        RFC <span className="font-mono whitespace-nowrap">{merchant.rfc}</span>
      </p>
      <p className="text-sm text-slate-700">{merchant.fiscalAddress}</p>
      {merchant.isSample && <p className="text-xs text-warning-800">Datos del emisor de ejemplo</p>}
    </div>
  );
}
