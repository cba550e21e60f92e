// A CFDI 4.0 receiver's data as the SAT and the PAC check them: the form offers only what they accept
// and says why something is missing. Errors block sending; notices never do.
import { validateEmail } from '@/lib/validation/contact';
import { normalizePostalCode, validatePostalCode } from '@/lib/validation/mexico';
import { CFDI_USES, FISCAL_REGIMES, type TaxpayerKind } from './catalogues';
import { GENERIC_RFCS, isGenericRfc, normalizeRfc, rfcCheckDigitNotice, taxpayerKindOfRfc, validateRfc } from '@/lib/validation/rfc';

export interface InvoiceReceiverValues {
  rfc: string;
  name: string;
  fiscalRegime: string;
  postalCode: string;
  cfdiUse: string;
  email: string;
}
export type ReceiverField = keyof InvoiceReceiverValues;
export type ReceiverMessages = Partial<Record<ReceiverField, string>>;

/** The SAT's generic RFC for the general public: only with use S01 and régimen 616. */
const PUBLIC_RFC: (typeof GENERIC_RFCS)[number] = 'XAXX010101000';

const KIND_WORDS: Record<TaxpayerKind, string> = { person: 'persona física', company: 'persona moral' };

/**
 * Capital regimes written after a company's name ("S.A. de C.V.", "SAPI DE CV", "S. de R.L.", "A.C."):
 * the SAT's records, and so the PAC, have the name without them. Matched at the end, ignoring dots,
 * commas and spaces.
 */
const CAPITAL_REGIME =
  /[\s,]+(S\.?\s*A\.?\s*P\.?\s*I\.?|S\.?\s*A\.?\s*B\.?|S\.?\s*A\.?|S\.?\s*(?:DE\s+)?R\.?\s*L\.?|S\.?\s*EN\s+C\.?(?:\s*POR\s+A\.?)?|S\.?\s*C\.?|A\.?\s*C\.?|S\.?\s*C\.?\s*(?:DE\s+)?R\.?\s*L\.?|I\.?\s*A\.?\s*P\.?)(?:\s+(?:DE|DO)\s+C\.?\s*V\.?)?\s*\.?$/i;

/** The capital regime a company's name ends with, as written ("S.A. de C.V."), or null. */
export function companyNameRegimeSuffix(name: string): string | null {
  const match = CAPITAL_REGIME.exec(name.trim());
  return match
    ? name
        .trim()
        .slice(match.index)
        .replace(/^[\s,]+/, '')
    : null;
}

/** The name without its capital regime, as the SAT records it. */
export function companyNameWithoutRegime(name: string): string {
  const trimmed = name.trim();
  const match = CAPITAL_REGIME.exec(trimmed);
  return match ? trimmed.slice(0, match.index).trim() : trimmed;
}

/** Trims, upper-cases the RFC, keeps the postal code's digits, collapses spaces in the name. */
export function normalizeInvoiceReceiver(values: InvoiceReceiverValues): InvoiceReceiverValues {
  return {
    rfc: normalizeRfc(values.rfc),
    name: values.name.trim().replace(/\s+/g, ' '),
    fiscalRegime: values.fiscalRegime.trim(),
    postalCode: normalizePostalCode(values.postalCode),
    cfdiUse: values.cfdiUse.trim(),
    email: values.email.trim(),
  };
}

/** The kind the RFC says (the generic RFC is a person's); null until it has 12 or 13 characters. */
export function receiverKind(rfc: string): TaxpayerKind | null {
  return isGenericRfc(rfc) ? 'person' : taxpayerKindOfRfc(rfc);
}

/**
 * Why a use of CFDI is not offered with this kind of taxpayer and regime (Spanish), or null when it
 * is. Unknown codes are "not in the catalogue".
 */
export function unavailableCfdiUseReason(use: string, kind: TaxpayerKind | null, regime: string | null, rfc = ''): string | null {
  const entry = CFDI_USES.find((candidate) => candidate.code === use);
  if (!entry) return `El uso ${use} no está en el catálogo del SAT para facturas de compra.`;
  if (rfc === PUBLIC_RFC && use !== 'S01')
    return 'Con el RFC genérico XAXX010101000 el SAT solo permite el uso S01 (Sin efectos fiscales).';
  if (kind && !entry[kind])
    return `El uso ${entry.code} (${entry.name}) es solo para ${KIND_WORDS[kind === 'person' ? 'company' : 'person']}.`;
  if (regime && !entry.regimes.includes(regime)) {
    const regimeName = FISCAL_REGIMES.find((candidate) => candidate.code === regime)?.name;
    return `El SAT no permite el uso ${entry.code} (${entry.name}) con el régimen ${regime}${regimeName ? ` (${regimeName})` : ''}.`;
  }
  return null;
}

/** Every check of the receiver's data, by field (Spanish, for the field); empty when it can be sent. */
export function validateInvoiceReceiver(raw: InvoiceReceiverValues): ReceiverMessages {
  const values = normalizeInvoiceReceiver(raw);
  const errors: ReceiverMessages = {};
  const kind = receiverKind(values.rfc);

  if (values.rfc === '') errors.rfc = 'Escribe el RFC como aparece en tu constancia de situación fiscal.';
  else if (!kind) errors.rfc = `El RFC tiene 13 caracteres (persona física) o 12 (persona moral); escribiste ${values.rfc.length}.`;
  else if (values.rfc === GENERIC_RFCS[1])
    errors.rfc = 'El RFC genérico de residentes en el extranjero no se puede usar en estas facturas.';
  else {
    const message = validateRfc(values.rfc, kind);
    if (message) errors.rfc = message;
  }

  if (values.name === '') errors.name = 'Escribe el nombre o la razón social como aparece en tu constancia.';
  else if (kind === 'company' && companyNameRegimeSuffix(values.name)) {
    errors.name = `Escribe la razón social sin el régimen capital («${companyNameRegimeSuffix(values.name)}»), como en tu constancia: ${companyNameWithoutRegime(values.name)}.`;
  }

  const regime = FISCAL_REGIMES.find((entry) => entry.code === values.fiscalRegime);
  if (values.fiscalRegime === '') errors.fiscalRegime = 'Elige tu régimen fiscal.';
  else if (!regime) errors.fiscalRegime = 'Ese régimen no está en el catálogo del SAT.';
  else if (values.rfc === PUBLIC_RFC && regime.code !== '616')
    errors.fiscalRegime = 'Con el RFC genérico XAXX010101000 el régimen es 616 (Sin obligaciones fiscales).';
  else if (kind && !regime[kind]) errors.fiscalRegime = `El régimen ${regime.code} no es de ${KIND_WORDS[kind]}, y tu RFC sí.`;

  const postalCode = validatePostalCode(values.postalCode, { required: true });
  if (postalCode) errors.postalCode = postalCode;

  if (values.cfdiUse === '') errors.cfdiUse = 'Elige el uso del CFDI.';
  else {
    const reason = unavailableCfdiUseReason(values.cfdiUse, kind, regime && !errors.fiscalRegime ? regime.code : null, values.rfc);
    if (reason) errors.cfdiUse = reason;
  }

  const email = validateEmail(values.email, { required: true });
  if (email) errors.email = email;
  return errors;
}

/** Gentle notices that never block sending (today: an RFC whose check digit does not compute). */
export function invoiceReceiverNotices(raw: InvoiceReceiverValues): ReceiverMessages {
  const notice = rfcCheckDigitNotice(normalizeRfc(raw.rfc));
  return notice ? { rfc: notice } : {};
}
