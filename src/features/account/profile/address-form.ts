// The address part of the profile forms: what the inputs hold, its checks, and the payload.
import type { components } from '@/lib/api';
import { normalizeSpaces, validateText } from '@/lib/validation/contact';
import { MEXICAN_STATES, normalizePostalCode, validatePostalCode, type MexicanStateCode } from '@/lib/validation/mexico';
import type { FieldErrors } from '@/lib/validation/field-errors';
import * as FIELD_LIMITS from '@/lib/api/field-limits';

const LIMITS = FIELD_LIMITS.Address;

export type Address = components['schemas']['Address'];

export interface AddressValues {
  street: string;
  exteriorNumber: string;
  interiorNumber: string;
  neighborhood: string;
  municipality: string;
  /** A state code, or '' when none is chosen. */
  state: string;
  postalCode: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  street: '',
  exteriorNumber: '',
  interiorNumber: '',
  neighborhood: '',
  municipality: '',
  state: '',
  postalCode: '',
};

export function toAddressValues(address: Address | null | undefined): AddressValues {
  if (!address) return { ...EMPTY_ADDRESS };
  return {
    street: address.street,
    exteriorNumber: address.exteriorNumber,
    interiorNumber: address.interiorNumber ?? '',
    neighborhood: address.neighborhood,
    municipality: address.municipality,
    state: address.state,
    postalCode: address.postalCode,
  };
}

export function isAddressEmpty(values: AddressValues): boolean {
  return (Object.values(values) as string[]).every((value) => value.trim() === '');
}

/** Checks, keyed like the server's field paths ("address.postalCode"). An empty optional address is fine. */
export type AddressPath = `address.${keyof AddressValues}`;

export function validateAddress(values: AddressValues, { required }: { required: boolean }): FieldErrors<AddressPath> {
  if (!required && isAddressEmpty(values)) return {};
  const errors: FieldErrors<AddressPath> = {};
  const put = (field: keyof AddressValues, message: string | null) => {
    if (message) errors[`address.${field}`] = message;
  };
  put('street', validateText(values.street, { required: true, maxLength: LIMITS.street.maxLength, emptyMessage: 'Escribe la calle.' }));
  put(
    'exteriorNumber',
    validateText(values.exteriorNumber, {
      required: true,
      maxLength: LIMITS.exteriorNumber.maxLength,
      emptyMessage: 'Escribe el número exterior (o S/N).',
    }),
  );
  put('interiorNumber', validateText(values.interiorNumber, { maxLength: LIMITS.interiorNumber.maxLength }));
  put(
    'neighborhood',
    validateText(values.neighborhood, { required: true, maxLength: LIMITS.neighborhood.maxLength, emptyMessage: 'Escribe la colonia.' }),
  );
  put(
    'municipality',
    validateText(values.municipality, {
      required: true,
      maxLength: LIMITS.municipality.maxLength,
      emptyMessage: 'Escribe el municipio o la alcaldía.',
    }),
  );
  if (!MEXICAN_STATES.some((state) => state.code === values.state)) errors['address.state'] = 'Elige el estado.';
  put('postalCode', validatePostalCode(normalizePostalCode(values.postalCode), { required: true }));
  return errors;
}

/** The normalised address to send, or null when it was left empty. */
export function toAddress(values: AddressValues): Address | null {
  if (isAddressEmpty(values)) return null;
  const interior = normalizeSpaces(values.interiorNumber);
  return {
    street: normalizeSpaces(values.street),
    exteriorNumber: normalizeSpaces(values.exteriorNumber),
    interiorNumber: interior === '' ? null : interior,
    neighborhood: normalizeSpaces(values.neighborhood),
    municipality: normalizeSpaces(values.municipality),
    state: values.state as MexicanStateCode,
    postalCode: normalizePostalCode(values.postalCode),
  };
}
