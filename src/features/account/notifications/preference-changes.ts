// What a save of the notification preferences came to when its answer was lost or its copy was
// stale, judged from the preferences the server has now; and how the customer's own changes go
// on top of them. Booleans merge cleanly: two saves from one copy that both changed a kind both
// flipped it, so they agree.
import { referencePayPhrases } from '@/features/billing';
import { CHOOSABLE_KINDS, choicesFrom, type ChoosableKind, type NotificationPreferences } from './api/get-notification-preferences';

export type Choices = Record<ChoosableKind, boolean>;

/** Each kind's label and when it is sent, in the order shown. */
export const KIND_TEXTS: Record<ChoosableKind, { label: string; description: string }> = {
  quotationIssued: { label: 'Cotización nueva', description: 'Cuando te enviamos una cotización.' },
  dueSoon: { label: 'Cotización por vencer', description: 'Tres días antes del último día para pagar una cotización pendiente.' },
  referenceExpiring: {
    label: 'Referencia de pago por vencer',
    description: `Un día antes de que venza una referencia para pagar ${referencePayPhrases('o')} que aún no pagas.`,
  },
  paymentReceived: { label: 'Pago recibido', description: 'Cuando recibimos un pago, con el enlace a su recibo.' },
  cfdiReady: { label: 'Factura lista', description: 'Cuando tu factura (CFDI) está timbrada y lista para descargar.' },
};

/** The version the server gave (If-Match), or undefined when it keeps none (the last save then wins). */
export function versionOf(preferences: Partial<NotificationPreferences> | undefined): number | undefined {
  const version = preferences?.version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : undefined;
}

/** The kinds whose choice differs between two sets of choices. */
export const changedKinds = (from: Choices, to: Choices): ChoosableKind[] => CHOOSABLE_KINDS.filter((kind) => from[kind] !== to[kind]);

/**
 * What the server's preferences say of a save sent from the copy `basedOn` (its version):
 * `saved`, they are the choice sent (and, when versions are kept, saved since that copy);
 * `not-saved`, nothing was saved since that copy (safe to save again); `changed-elsewhere`, a
 * save that is not this one came first (another tab or device).
 */
export function settledBy(
  current: NotificationPreferences,
  sent: Choices,
  basedOn: number | undefined,
): 'saved' | 'not-saved' | 'changed-elsewhere' {
  const same = changedKinds(choicesFrom(current), sent).length === 0;
  const now = versionOf(current);
  if (basedOn === undefined || now === undefined) return same ? 'saved' : 'not-saved';
  if (now === basedOn) return 'not-saved';
  return same ? 'saved' : 'changed-elsewhere';
}

/** The current choices with the customer's own changes (what they changed from their copy) on top. */
export function mergeChoices(copy: Choices, mine: Choices, current: Choices): Choices {
  return Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, mine[kind] !== copy[kind] ? mine[kind] : current[kind]])) as Choices;
}

const list = new Intl.ListFormat('es-MX', { type: 'conjunction' });

/** «no recibir «Cotización nueva» y recibir «Factura lista»»: the kinds as chosen in `choices`. */
export function describeChoices(kinds: readonly ChoosableKind[], choices: Choices): string {
  return list.format(kinds.map((kind) => `${choices[kind] ? 'recibir' : 'no recibir'} «${KIND_TEXTS[kind].label}»`));
}
