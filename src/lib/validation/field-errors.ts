// Field-level errors answered by the API (409/422 `errors: [{ field, message }]`,
// see FieldErrorResponse in openapi.yaml), keyed by the field's path.
import { errorMessage, isApiError } from '@/lib/api/errors';
import { sentences } from '@/lib/sentence';

/** A message per field path; a path with no message is valid. */
export type FieldErrors<P extends string = string> = Partial<Record<P, string>>;

/** The messages of a set of checks, one per field: `{ email: validateEmail(v.email), … }`; null means valid. */
export function fieldErrors<P extends string>(checks: Record<P, string | null | undefined>): FieldErrors<P> {
  const errors: FieldErrors<P> = {};
  for (const [field, message] of Object.entries(checks) as [P, string | null | undefined][]) {
    if (message) errors[field] = message;
  }
  return errors;
}

/** `{ email: '…', 'address.postalCode': '…' }` from an API error; empty when it names no field. */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const body = error.body;
  if (!body || typeof body !== 'object') return {};
  const result: FieldErrors = {};
  const list = (body as { errors?: unknown }).errors;
  if (Array.isArray(list)) {
    for (const item of list) {
      if (item && typeof item === 'object') {
        const { field, message } = item as { field?: unknown; message?: unknown };
        if (typeof field === 'string' && field !== '') {
          result[field] = typeof message === 'string' && message.trim() !== '' ? message : error.message;
        }
      }
    }
  }
  // A single `field` hint next to `message` is accepted too.
  const single = (body as { field?: unknown }).field;
  if (typeof single === 'string' && single !== '' && !(single in result)) result[single] = error.message;
  return result;
}

export interface ServerFormErrors<P extends string = string> {
  /** Messages for fields the form shows. */
  fields: FieldErrors<P>;
  /** What to show next to the submit button. */
  summary: string;
}

/**
 * Splits a failed save into messages for the form's fields and a summary. A 409 that
 * names no field lands on `conflictField` with the normalised message ("Conflicto:
 * recurso duplicado" unless the server said more); messages for fields the form does
 * not show are kept in the summary so nothing is lost.
 */
export function serverFormErrors<P extends string>(error: unknown, knownFields: readonly P[], conflictField?: P): ServerFormErrors<P> {
  const all = fieldErrorsFrom(error);
  const fields: FieldErrors<P> = {};
  const others: string[] = [];
  const isKnown = (field: string): field is P => (knownFields as readonly string[]).includes(field);
  for (const [field, message] of Object.entries(all)) {
    if (message === undefined) continue;
    if (isKnown(field)) fields[field] = message;
    else others.push(message);
  }
  if (isApiError(error) && error.status === 409 && conflictField && Object.keys(all).length === 0) {
    fields[conflictField] = error.message;
  }
  if (Object.keys(fields).length === 0) {
    return { fields, summary: others.length > 0 ? sentences(...others) : errorMessage(error) };
  }
  return { fields, summary: sentences('Revisa los campos marcados.', ...others) };
}
