// The ARCO rights (LFPDPPP) in the customer's words: each right with what it is for, each status
// with its badge, the form's values and checks, and the body sent (strict: trimmed, no stray field).
import type { components } from '@/lib/api';
import type { BadgeTone } from '@/components/ui/Badge';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { fieldErrors } from '@/lib/validation/field-errors';

export type ArcoRequest = components['schemas']['ArcoRequest'];
export type ArcoRight = components['schemas']['ArcoRight'];
export type ArcoStatus = components['schemas']['ArcoRequestStatus'];
export type ArcoRequestBody = components['schemas']['ArcoRequestCreate'];

export const ARCO_LIMITS = FIELD_LIMITS.ArcoRequestCreate;

export const ARCO_RIGHTS: readonly { id: ArcoRight; label: string; explanation: string }[] = [
  {
    id: 'acceso',
    label: 'Acceso',
    explanation: 'Saber qué datos personales tuyos tenemos, para qué los usamos y con quién los compartimos.',
  },
  { id: 'rectificacion', label: 'Rectificación', explanation: 'Corregir un dato tuyo que está equivocado, incompleto o desactualizado.' },
  { id: 'cancelacion', label: 'Cancelación', explanation: 'Pedir que eliminemos tus datos cuando ya no sean necesarios.' },
  { id: 'oposicion', label: 'Oposición', explanation: 'Pedir que dejemos de usar tus datos para un fin concreto, como la publicidad.' },
];

const RIGHT_LABELS: Record<ArcoRight, string> = Object.fromEntries(ARCO_RIGHTS.map((right) => [right.id, right.label])) as Record<
  ArcoRight,
  string
>;

/** "Acceso", "Rectificación"…; a right this app does not know yet reads as sent. */
export const rightLabel = (right: string) => RIGHT_LABELS[right as ArcoRight] ?? right;

const STATUSES: Record<ArcoStatus, { label: string; tone: BadgeTone }> = {
  recibida: { label: 'Recibida', tone: 'info' },
  en_revision: { label: 'En revisión', tone: 'brand' },
  requiere_informacion: { label: 'Requiere información', tone: 'warning' },
  atendida: { label: 'Atendida', tone: 'success' },
  improcedente: { label: 'Improcedente', tone: 'danger' },
};

/** The status's words and badge tone; an unknown one reads as sent, in neutral. */
export const statusOf = (status: string) => STATUSES[status as ArcoStatus] ?? { label: status, tone: 'neutral' as const };

export interface ArcoFormValues {
  right: ArcoRight | '';
  data: string;
  description: string;
}

export const EMPTY_ARCO_FORM: ArcoFormValues = { right: '', data: '', description: '' };

export function validateArcoForm(values: ArcoFormValues) {
  return fieldErrors({
    right: values.right ? null : 'Elige el derecho que quieres ejercer.',
    data: values.data.trim() ? null : 'Indica sobre qué datos personales es tu solicitud.',
    description: values.description.trim() ? null : 'Describe lo que pides y por qué.',
  });
}

/** What is sent: trimmed text, the right chosen, the attachment's URL or null. */
export function arcoRequestBody(values: ArcoFormValues, attachmentUrl: string | null): ArcoRequestBody {
  if (!values.right) throw new Error('The right is checked before sending.');
  return { right: values.right, data: values.data.trim(), description: values.description.trim(), attachmentUrl };
}

/**
 * After a lost answer: the request `body` filed, as the customer's list now shows it (same right,
 * data, description and file), and not one of the requests listed before sending (`known`, their
 * ids; empty when the list had not been read: then any such request is the one).
 */
export function filedRequest(list: readonly ArcoRequest[], body: ArcoRequestBody, known: ReadonlySet<string>): ArcoRequest | undefined {
  return list.find(
    (request) =>
      !known.has(request.id) &&
      request.right === body.right &&
      request.data.trim() === body.data &&
      request.description.trim() === body.description &&
      (request.attachmentUrl ?? null) === (body.attachmentUrl ?? null),
  );
}
