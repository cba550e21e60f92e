// INTERIM adapter: the invoice dialog's only door to SAT's rules. src/lib/sat (in main, being
// written) exports this same API; once merged, this file becomes a re-export of it. Until then, a
// minimal stand-in built on lib/validation/mexico and the published c_UsoCFDI pairs.
import {
  CFDI_USES,
  FISCAL_REGIMES,
  isGenericRfc,
  normalizePostalCode,
  normalizeRfc,
  rfcCheckDigit,
  validatePostalCode,
  validateRfc,
} from '@/lib/validation/mexico';
import { normalizeEmail, normalizeSpaces, validateEmail } from '@/lib/validation/contact';

export type TaxpayerKind = 'person' | 'company';
export interface SatEntry {
  code: string;
  name: string;
  person: boolean;
  company: boolean;
}
export interface InvoiceReceiverValues {
  rfc: string;
  name: string;
  fiscalRegime: string;
  postalCode: string;
  cfdiUse: string;
  email: string;
}
export type ReceiverField = keyof InvoiceReceiverValues;

export function taxpayerKindOfRfc(rfc: string): TaxpayerKind | null {
  const length = normalizeRfc(rfc).length;
  return length === 13 ? 'person' : length === 12 ? 'company' : null;
}

export function fiscalRegimesFor(kind: TaxpayerKind): SatEntry[] {
  return FISCAL_REGIMES.filter((entry) => entry[kind]);
}

// c_UsoCFDI's "Régimen Fiscal Receptor" column.
const COMMON = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const DEDUCTIONS = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
const ALLOWED: Record<string, string[]> = { G: COMMON, I: COMMON, D: DEDUCTIONS };
const S01 = [
  '601',
  '603',
  '605',
  '606',
  '608',
  '610',
  '611',
  '612',
  '614',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '607',
  '615',
  '625',
  '626',
];

function allowedRegimes(use: string): string[] {
  return use === 'S01' ? S01 : (ALLOWED[use.charAt(0)] ?? []);
}

export function cfdiUsesFor(kind: TaxpayerKind, regime: string | null): SatEntry[] {
  return CFDI_USES.filter((entry) => entry[kind] && (!regime || allowedRegimes(entry.code).includes(regime)));
}

export function unavailableCfdiUseReason(use: string, kind: TaxpayerKind, regime: string | null): string | null {
  const entry = CFDI_USES.find((item) => item.code === use);
  if (!entry) return null;
  if (!entry[kind]) return `El uso ${use} no aplica a ${kind === 'person' ? 'personas físicas' : 'personas morales'}.`;
  if (regime && !allowedRegimes(use).includes(regime)) return `El uso ${use} (${entry.name}) no está permitido para el régimen ${regime}.`;
  return null;
}

export function satLabel(code: string | null | undefined): string {
  const entry = [...FISCAL_REGIMES, ...CFDI_USES].find((item) => item.code === code);
  return entry ? `${entry.code} · ${entry.name}` : (code ?? '');
}

export function normalizeInvoiceReceiver(values: InvoiceReceiverValues): InvoiceReceiverValues {
  return {
    rfc: normalizeRfc(values.rfc),
    name: normalizeSpaces(values.name),
    fiscalRegime: values.fiscalRegime.trim(),
    postalCode: normalizePostalCode(values.postalCode),
    cfdiUse: values.cfdiUse.trim(),
    email: normalizeEmail(values.email),
  };
}

export function validateInvoiceReceiver(values: InvoiceReceiverValues): Partial<Record<ReceiverField, string>> {
  const v = normalizeInvoiceReceiver(values);
  const kind = taxpayerKindOfRfc(v.rfc);
  const errors: Partial<Record<ReceiverField, string>> = {};
  const rfc =
    v.rfc === ''
      ? 'Escribe el RFC.'
      : kind
        ? validateRfc(v.rfc, kind)
        : 'El RFC tiene 13 caracteres (persona física) o 12 (persona moral).';
  if (rfc && !(kind && /homoclave/.test(rfc))) errors.rfc = rfc;
  if (v.name === '') errors.name = 'Escribe el nombre o la razón social.';
  else if (/[,\s]S\.?\s*A\.?(\s*DE\s+C\.?\s*V\.?)?$/i.test(v.name))
    errors.name = 'Escríbelo sin el régimen societario (sin «S.A. de C.V.»), como en tu constancia.';
  if (v.fiscalRegime === '') errors.fiscalRegime = 'Elige el régimen fiscal.';
  const postal = validatePostalCode(v.postalCode, { required: true });
  if (postal) errors.postalCode = postal;
  if (v.cfdiUse === '') errors.cfdiUse = 'Elige el uso del CFDI.';
  else if (kind) {
    const reason = unavailableCfdiUseReason(v.cfdiUse, kind, v.fiscalRegime || null);
    if (reason) errors.cfdiUse = reason;
  }
  const email = validateEmail(v.email, { required: true });
  if (email) errors.email = email;
  return errors;
}

export function invoiceReceiverNotices(values: InvoiceReceiverValues): Partial<Record<ReceiverField, string>> {
  const rfc = normalizeRfc(values.rfc);
  if (rfc.length < 12 || isGenericRfc(rfc) || !taxpayerKindOfRfc(rfc)) return {};
  return rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1)
    ? {}
    : { rfc: 'El dígito verificador no coincide; revisa el RFC contra tu constancia (el SAT tiene la última palabra).' };
}
