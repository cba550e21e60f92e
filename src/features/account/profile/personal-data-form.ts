// Mis datos: what the inputs hold, the checks before sending, and the PATCH body
// (only what changed, compared after normalising, so "gode…" vs "GODE…" is no change).
// The e-mail is not here: it is the sign-in name and changes in Seguridad (with a confirmation).
import { normalizeEmail, normalizeSpaces, validateEmail, validatePersonName } from '@/lib/validation/contact';
import { formatMexicanPhone, normalizeCurp, normalizeMexicanPhone, validateCurp, validatePhone } from '@/lib/validation/mexico';
import {
  fiscalRegimesFor,
  isGenericRfc,
  normalizeRfc,
  unavailableCfdiUseReason,
  validateRfc,
  type PersonalData,
} from '@/features/customer';
import type { PersonalDataUpdate } from './api/update-personal-data';
import { isAddressEmpty, toAddress, toAddressValues, validateAddress, type AddressValues } from './address-form';
import type { FieldErrors } from '@/lib/validation/field-errors';
import type { FieldPath } from '@/lib/form/field-path';

export interface PersonalDataValues {
  firstName: string;
  lastName: string;
  phone: string;
  rfc: string;
  curp: string;
  fiscalRegime: string;
  cfdiUse: string;
  address: AddressValues;
  accountantEmail: string;
}

export function toPersonalDataValues(data: PersonalData): PersonalDataValues {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone ? formatMexicanPhone(data.phone) : '',
    rfc: data.rfc ?? '',
    curp: data.curp ?? '',
    fiscalRegime: data.fiscalRegime ?? '',
    cfdiUse: data.cfdiUse ?? '',
    address: toAddressValues(data.address),
    accountantEmail: data.accountantEmail ?? '',
  };
}

type Payload = Required<Omit<PersonalDataUpdate, 'avatar'>>;

/** Every editable field, normalised as it would be sent. */
function toPayload(values: PersonalDataValues): Payload {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    firstName: normalizeSpaces(values.firstName),
    lastName: normalizeSpaces(values.lastName),
    phone: normalizeMexicanPhone(values.phone),
    rfc: orNull(normalizeRfc(values.rfc)),
    curp: orNull(normalizeCurp(values.curp)),
    fiscalRegime: orNull(values.fiscalRegime) as Payload['fiscalRegime'],
    cfdiUse: orNull(values.cfdiUse) as Payload['cfdiUse'],
    address: toAddress(values.address),
    accountantEmail: orNull(normalizeEmail(values.accountantEmail)),
  };
}

/** The PATCH body: the fields whose normalised value differs from the saved one. */
export function personalDataChanges(values: PersonalDataValues, saved: PersonalDataValues): PersonalDataUpdate {
  const next = toPayload(values);
  const before = toPayload(saved);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof Payload)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) changes[key] = next[key];
  }
  return changes;
}

export const FISCAL_DATA_HINT = 'Para facturar necesitamos tu RFC, régimen fiscal, uso de CFDI y domicilio fiscal.';

/** An employer's own data in Mi perfil: name and phone (the company has the fiscal data). */
export function validateOwnPersonalData(values: PersonalDataValues): FieldErrors<FieldPath<PersonalDataValues>> {
  const errors: FieldErrors<FieldPath<PersonalDataValues>> = {};
  const put = (field: FieldPath<PersonalDataValues>, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('firstName', validatePersonName(values.firstName, 'nombre'));
  put('lastName', validatePersonName(values.lastName, 'apellidos'));
  put('phone', validatePhone(values.phone));
  return errors;
}

export function validatePersonalData(values: PersonalDataValues): FieldErrors<FieldPath<PersonalDataValues>> {
  const errors: FieldErrors<FieldPath<PersonalDataValues>> = validateOwnPersonalData(values);
  const put = (field: FieldPath<PersonalDataValues>, message: string | null) => {
    if (message) errors[field] = message;
  };
  const rfc = normalizeRfc(values.rfc);
  put('rfc', validateRfc(rfc, 'person'));
  put('curp', validateCurp(normalizeCurp(values.curp)));
  if (values.fiscalRegime && !fiscalRegimesFor('person').some((r) => r.code === values.fiscalRegime)) {
    put('fiscalRegime', 'Ese régimen fiscal no aplica a personas físicas.');
  } else if (rfc === 'XAXX010101000' && values.fiscalRegime && values.fiscalRegime !== '616') {
    put('fiscalRegime', 'Con el RFC genérico XAXX010101000 el régimen es 616 (Sin obligaciones fiscales).');
  }
  if (values.cfdiUse) put('cfdiUse', unavailableCfdiUseReason(values.cfdiUse, 'person', values.fiscalRegime || null, rfc));

  // Invoicing data goes together: with any of it, all of it (and the fiscal address) is needed.
  const invoicing = rfc !== '' || values.fiscalRegime !== '' || values.cfdiUse !== '';
  if (invoicing) {
    if (rfc === '') put('rfc', 'Escribe tu RFC para poder facturar.');
    if (!values.fiscalRegime) put('fiscalRegime', 'Elige tu régimen fiscal para poder facturar.');
    if (!values.cfdiUse) put('cfdiUse', 'Elige el uso de CFDI para tus facturas.');
  }
  put('accountantEmail', validateEmail(values.accountantEmail, { required: false }));
  const needsAddress = (rfc !== '' && !isGenericRfc(rfc)) || !isAddressEmpty(values.address);
  Object.assign(errors, validateAddress(values.address, { required: needsAddress }));
  return errors;
}
