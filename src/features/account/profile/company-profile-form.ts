// Mi perfil: what the inputs hold, the checks before sending, and the PUT body.
import { normalizeEmail, normalizeSpaces, validateEmail, validatePersonName, validateText } from '@/lib/validation/contact';
import { formatMexicanPhone, normalizeMexicanPhone, validatePhone } from '@/lib/validation/mexico';
import { fiscalRegimesFor, normalizeRfc, unavailableCfdiUseReason, validateRfc, type CompanyProfile } from '@/features/customer';
import type { CompanyProfileInput } from './api/save-company-profile';
import { EMPTY_ADDRESS, toAddress, toAddressValues, validateAddress, type AddressValues } from './address-form';
import type { FieldErrors } from '@/lib/validation/field-errors';
import type { FieldPath } from '@/lib/form/field-path';
import * as FIELD_LIMITS from '@/lib/api/field-limits';

export interface CompanyProfileValues {
  legalName: string;
  tradeName: string;
  rfc: string;
  fiscalRegime: string;
  cfdiUse: string;
  contactName: string;
  contactEmail: string;
  phone: string;
  address: AddressValues;
  logoUrl: string;
  accountantEmail: string;
}

const EMPTY_COMPANY: CompanyProfileValues = {
  legalName: '',
  tradeName: '',
  rfc: '',
  fiscalRegime: '',
  cfdiUse: '',
  contactName: '',
  contactEmail: '',
  phone: '',
  address: EMPTY_ADDRESS,
  logoUrl: '',
  accountantEmail: '',
};

/** A new profile starts with the signed-in employer as the contact. */
export function toCompanyProfileValues(company: CompanyProfile | null, contact: { name: string; email: string }): CompanyProfileValues {
  if (!company) return { ...EMPTY_COMPANY, address: { ...EMPTY_ADDRESS }, contactName: contact.name, contactEmail: contact.email };
  return {
    legalName: company.legalName,
    tradeName: company.tradeName ?? '',
    rfc: company.rfc,
    fiscalRegime: company.fiscalRegime,
    cfdiUse: company.cfdiUse ?? '',
    contactName: company.contactName,
    contactEmail: company.contactEmail,
    phone: formatMexicanPhone(company.phone),
    address: toAddressValues(company.address),
    logoUrl: company.logoUrl ?? '',
    accountantEmail: company.accountantEmail ?? '',
  };
}

/**
 * The PUT body. Only call after `validateCompanyProfile` found nothing. No accountant e-mail is sent
 * as none (absent and null mean the same to a full replacement), so a backend that predates the
 * field gets the body it knows.
 */
export function toCompanyProfileInput(values: CompanyProfileValues): CompanyProfileInput {
  const tradeName = normalizeSpaces(values.tradeName);
  const accountantEmail = normalizeEmail(values.accountantEmail);
  return {
    legalName: normalizeSpaces(values.legalName),
    tradeName: tradeName === '' ? null : tradeName,
    rfc: normalizeRfc(values.rfc),
    fiscalRegime: values.fiscalRegime as CompanyProfileInput['fiscalRegime'],
    cfdiUse: values.cfdiUse === '' ? null : (values.cfdiUse as CompanyProfileInput['cfdiUse']),
    contactName: normalizeSpaces(values.contactName),
    contactEmail: normalizeEmail(values.contactEmail),
    phone: normalizeMexicanPhone(values.phone) ?? '',
    address: toAddress(values.address) as CompanyProfileInput['address'],
    logoUrl: values.logoUrl === '' ? null : values.logoUrl,
    ...(accountantEmail === '' ? {} : { accountantEmail }),
  };
}

/** Dirty when the normalised body differs from the saved one. */
export function isCompanyProfileChanged(values: CompanyProfileValues, saved: CompanyProfileValues): boolean {
  return JSON.stringify(toCompanyProfileInput(values)) !== JSON.stringify(toCompanyProfileInput(saved));
}

/** What the customer reads for each part of the profile. */
const PART_LABELS: Record<keyof CompanyProfileInput, string> = {
  legalName: 'Razón social',
  tradeName: 'Nombre comercial',
  rfc: 'RFC',
  fiscalRegime: 'Régimen fiscal',
  cfdiUse: 'Uso de CFDI',
  contactName: 'Persona de contacto',
  contactEmail: 'Correo de contacto',
  phone: 'Teléfono',
  address: 'Domicilio fiscal',
  logoUrl: 'Logotipo',
  accountantEmail: 'Correo de tu contador',
};

/** The parts of the profile (by their labels, in form order) where two versions differ. */
export function companyProfileDifferences(a: CompanyProfileValues, b: CompanyProfileValues): string[] {
  const left = toCompanyProfileInput(a);
  const right = toCompanyProfileInput(b);
  return (Object.keys(PART_LABELS) as (keyof CompanyProfileInput)[])
    .filter((part) => JSON.stringify(left[part]) !== JSON.stringify(right[part]))
    .map((part) => PART_LABELS[part]);
}

// CFDI 4.0 wants the name exactly as in the Constancia de Situación Fiscal, which has no capital regime.
const CAPITAL_REGIME =
  /[,\s]+(S\.?\s*A\.?\s*(P\.?\s*I\.?\s*)?(DE\s+C\.?\s*V\.?)?|S\.?\s*(DE\s+)?R\.?\s*L\.?(\s*DE\s+C\.?\s*V\.?)?|S\.?\s*C\.?|A\.?\s*C\.?)\s*$/i;

function validateLegalName(value: string): string | null {
  const message = validateText(value, {
    required: true,
    maxLength: FIELD_LIMITS.CompanyProfileInput.legalName.maxLength,
    emptyMessage: 'Escribe la razón social.',
  });
  if (message) return message;
  if (CAPITAL_REGIME.test(normalizeSpaces(value))) {
    return 'Escribe la razón social sin el régimen societario (sin «S.A. de C.V.»), como en tu Constancia de Situación Fiscal.';
  }
  return null;
}

export function validateCompanyProfile(values: CompanyProfileValues): FieldErrors<FieldPath<CompanyProfileValues>> {
  const errors: FieldErrors<FieldPath<CompanyProfileValues>> = {};
  const put = (field: FieldPath<CompanyProfileValues>, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('legalName', validateLegalName(values.legalName));
  put('tradeName', validateText(values.tradeName, { maxLength: FIELD_LIMITS.CompanyProfileInput.tradeName.maxLength }));
  put('rfc', validateRfc(normalizeRfc(values.rfc), 'company', { required: true }));
  if (!values.fiscalRegime) put('fiscalRegime', 'Elige el régimen fiscal de la empresa.');
  else if (!fiscalRegimesFor('company').some((r) => r.code === values.fiscalRegime)) {
    put('fiscalRegime', 'Ese régimen fiscal no aplica a personas morales.');
  }
  if (values.cfdiUse) put('cfdiUse', unavailableCfdiUseReason(values.cfdiUse, 'company', values.fiscalRegime || null));
  const contactError = validatePersonName(values.contactName, 'nombre', FIELD_LIMITS.CompanyProfileInput.contactName.maxLength);
  put('contactName', contactError === 'Escribe el nombre.' ? 'Escribe el nombre de la persona de contacto.' : contactError);
  put('contactEmail', validateEmail(values.contactEmail));
  put('phone', validatePhone(values.phone, { required: true }));
  put('accountantEmail', validateEmail(values.accountantEmail, { required: false }));
  Object.assign(errors, validateAddress(values.address, { required: true }));
  return errors;
}
