// Who runs this portal and issues its quotations and receipts, from the deploy's configuration
// (VITE_MERCHANT_*, the same names the development API reads in scripts/dev-api/merchant.mjs):
// razón social, RFC and domicilio fiscal (required together), and the optional nombre comercial,
// where to complain (teléfono, correo), where to exercise privacy rights (correo de datos
// personales) and the service hours. Read here and not in env.ts: only the documents, the public
// footer and the legal pages need it. A build without its own identity shows the one sample
// (merchant-sample.json, shared with the dev API's e-mails), said to be one. See docs/legal.md.
import sample from './merchant-sample.json';

export interface MerchantIdentity {
  legalName: string;
  tradeName: string;
  rfc: string;
  fiscalAddress: string;
  complaintsPhone: string;
  complaintsEmail: string;
  privacyEmail: string;
  serviceHours: string;
  isSample: boolean;
}

type RawEnv = Record<string, string | boolean | undefined>;

const SAMPLE_MERCHANT: MerchantIdentity = { ...sample, isSample: true };

/** What the sample says of itself wherever it shows. */
export const SAMPLE_MERCHANT_NOTE = 'Datos del comercio de ejemplo';

const text = (raw: RawEnv, key: string) => (typeof raw[key] === 'string' ? raw[key].trim() : '');

/** The identity: the three required variables, with an RFC of the right form; else the sample and why. */
export function readMerchant(raw: RawEnv): { merchant: MerchantIdentity; problem: string | null } {
  const [legalName, rfc, fiscalAddress] = ['VITE_MERCHANT_LEGAL_NAME', 'VITE_MERCHANT_RFC', 'VITE_MERCHANT_FISCAL_ADDRESS'].map((key) =>
    text(raw, key),
  );
  if (!legalName && !rfc && !fiscalAddress) return { merchant: SAMPLE_MERCHANT, problem: null };
  if (!legalName || !rfc || !fiscalAddress)
    return {
      merchant: SAMPLE_MERCHANT,
      problem: 'El comercio necesita VITE_MERCHANT_LEGAL_NAME, VITE_MERCHANT_RFC y VITE_MERCHANT_FISCAL_ADDRESS juntos.',
    };
  if (!/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(rfc))
    return { merchant: SAMPLE_MERCHANT, problem: `VITE_MERCHANT_RFC no tiene el formato de un RFC (se recibió «${rfc}»).` };
  return {
    merchant: {
      legalName,
      // The optional ones: the trade name falls back to the razón social; a missing contact is not shown.
      tradeName: text(raw, 'VITE_MERCHANT_TRADE_NAME') || legalName,
      rfc,
      fiscalAddress,
      complaintsPhone: text(raw, 'VITE_MERCHANT_COMPLAINTS_PHONE'),
      complaintsEmail: text(raw, 'VITE_MERCHANT_COMPLAINTS_EMAIL'),
      privacyEmail: text(raw, 'VITE_MERCHANT_PRIVACY_EMAIL'),
      serviceHours: text(raw, 'VITE_MERCHANT_SERVICE_HOURS'),
      isSample: false,
    },
    problem: null,
  };
}

/** A phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const configured = readMerchant(import.meta.env);
// A misconfigured identity is a deploy mistake: said in the console, and the pages keep the sample's mark.
if (configured.problem) console.error(`Cotiza: ${configured.problem}`);

export const merchant: MerchantIdentity = configured.merchant;
