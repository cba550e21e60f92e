// The add/edit employee dialog: what the inputs hold, the checks before sending
// (RFC and CURP optional), and the POST and PATCH bodies.
import type { components } from '@/lib/api';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import type { FieldPath } from '@/lib/form/field-path';
import { normalizeEmail, normalizeSpaces, validateEmail, validatePersonName, validateText } from '@/lib/validation/contact';
import { fieldErrors, type FieldErrors } from '@/lib/validation/field-errors';
import { formatMexicanPhone, normalizeCurp, normalizeMexicanPhone, validateCurp, validatePhone } from '@/lib/validation/mexico';
import { normalizeRfc, validateRfc } from '@/lib/validation/rfc';
import { isolate } from '@/lib/server-text';

export type Employee = components['schemas']['Employee'];
export type EmployeeCreate = components['schemas']['EmployeeCreate'];
export type EmployeeUpdate = components['schemas']['EmployeeUpdate'];

export interface EmployeeValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  rfc: string;
  curp: string;
  /** Only active or inactive can be chosen; '' keeps an invited employee as is. */
  status: '' | 'active' | 'inactive';
}

export function toEmployeeValues(employee?: Employee | null): EmployeeValues {
  return {
    firstName: employee?.firstName ?? '',
    lastName: employee?.lastName ?? '',
    email: employee?.email ?? '',
    phone: employee?.phone ? formatMexicanPhone(employee.phone) : '',
    position: employee?.position ?? '',
    rfc: employee?.rfc ?? '',
    curp: employee?.curp ?? '',
    status: employee && employee.status !== 'invited' ? employee.status : '',
  };
}

// The contract's `format: email` as the API checks it (ajv-formats' "full" email), on top of the
// app's rule: an address with an accent or two dots in a row passes the one and not the other, and
// the API would refuse the employee (or the import row) that the dialog or the preview let through.
const CONTRACT_EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const INVALID_EMAIL = 'Escribe un correo válido, por ejemplo nombre@empresa.mx.';

function validateEmployeeEmail(value: string): string | null {
  return validateEmail(value, { invalidMessage: INVALID_EMAIL }) ?? (CONTRACT_EMAIL.test(value.trim()) ? null : INVALID_EMAIL);
}

export function validateEmployee(values: EmployeeValues): FieldErrors<FieldPath<EmployeeValues>> {
  return fieldErrors({
    firstName: validatePersonName(values.firstName, 'nombre'),
    lastName: validatePersonName(values.lastName, 'apellidos'),
    email: validateEmployeeEmail(values.email),
    phone: validatePhone(values.phone),
    position: validateText(values.position, { maxLength: FIELD_LIMITS.EmployeeCreate.position.maxLength }),
    rfc: validateRfc(normalizeRfc(values.rfc), 'person'),
    curp: validateCurp(normalizeCurp(values.curp)),
    status: null,
  });
}

/** The POST /employees body, normalised; empty optional fields are sent as null. */
export function toEmployeeCreate(values: EmployeeValues): EmployeeCreate {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    firstName: normalizeSpaces(values.firstName),
    lastName: normalizeSpaces(values.lastName),
    email: normalizeEmail(values.email),
    phone: normalizeMexicanPhone(values.phone),
    position: orNull(normalizeSpaces(values.position)),
    rfc: orNull(normalizeRfc(values.rfc)),
    curp: orNull(normalizeCurp(values.curp)),
  };
}

/** The PATCH body: only the fields whose normalised value changed. */
export function employeeChanges(values: EmployeeValues, saved: EmployeeValues): EmployeeUpdate {
  const next: Record<string, unknown> = { ...toEmployeeCreate(values), status: values.status || undefined };
  const before: Record<string, unknown> = { ...toEmployeeCreate(saved), status: saved.status || undefined };
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next)) {
    if (next[key] !== undefined && JSON.stringify(next[key]) !== JSON.stringify(before[key])) changes[key] = next[key];
  }
  return changes;
}

export function fullName(employee: Pick<Employee, 'firstName' | 'lastName'>): string {
  return `${employee.firstName} ${employee.lastName}`.trim();
}

/** The name inside a sentence of ours (a title, a toast): server text, `isolate()`d as one value. */
export function isolatedName(employee: Pick<Employee, 'firstName' | 'lastName'>): string {
  return isolate(fullName(employee));
}
