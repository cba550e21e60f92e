// Who issues the quotations and receipts (razón social, RFC, domicilio fiscal), from the deploy's
// configuration (VITE_MERCHANT_*). Read here and not in env.ts: only the documents need it, and
// env.ts is on every first load. A build without its own issuer shows a sample, said to be one.

export interface MerchantIdentity {
  legalName: string;
  rfc: string;
  fiscalAddress: string;
  isSample: boolean;
}

type RawEnv = Record<string, string | boolean | undefined>;

const SAMPLE_MERCHANT: MerchantIdentity = {
  legalName: 'Servicios Cotiza S.A. de C.V.',
  rfc: 'SCO200114H59',
  fiscalAddress: 'Av. Paseo de la Reforma 250, piso 8, Juárez, Cuauhtémoc, 06600, Ciudad de México',
  isSample: true,
};

const text = (raw: RawEnv, key: string) => (typeof raw[key] === 'string' ? raw[key].trim() : '');

/** The issuer: all three variables, with an RFC of the right form; else the sample and why. */
export function readMerchant(raw: RawEnv): { merchant: MerchantIdentity; problem: string | null } {
  const [legalName, rfc, fiscalAddress] = ['VITE_MERCHANT_LEGAL_NAME', 'VITE_MERCHANT_RFC', 'VITE_MERCHANT_FISCAL_ADDRESS'].map((key) =>
    text(raw, key),
  );
  if (!legalName && !rfc && !fiscalAddress) return { merchant: SAMPLE_MERCHANT, problem: null };
  if (!legalName || !rfc || !fiscalAddress)
    return {
      merchant: SAMPLE_MERCHANT,
      problem: 'El emisor necesita VITE_MERCHANT_LEGAL_NAME, VITE_MERCHANT_RFC y VITE_MERCHANT_FISCAL_ADDRESS juntos.',
    };
  if (!/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(rfc))
    return { merchant: SAMPLE_MERCHANT, problem: `VITE_MERCHANT_RFC no tiene el formato de un RFC (se recibió «${rfc}»).` };
  return { merchant: { legalName, rfc, fiscalAddress, isSample: false }, problem: null };
}

const configured = readMerchant(import.meta.env);
// A misconfigured issuer is a deploy mistake: said in the console, and the documents keep the sample's mark.
if (configured.problem) console.error(`Cotiza: ${configured.problem}`);

export const merchant: MerchantIdentity = configured.merchant;
