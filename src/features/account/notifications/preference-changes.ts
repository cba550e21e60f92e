// What a save of the notification preferences came to when its answer was lost or its copy was
// stale, judged from the preferences the server has now; and how the customer's own changes go
// on top of them. Booleans merge cleanly: two saves from one copy that both changed a kind both
// flipped it, so they agree.
import type { NotificationPreferences } from './api/get-notification-preferences';
import { CHOOSABLE_KINDS, NOTIFICATION_KINDS, type ChoosableKind } from './notification-kinds';

export type Choices = Record<ChoosableKind, boolean>;

/**
 * What the screen edits, read tolerantly: a kind an older backend does not answer (or answers as
 * anything but a boolean) reads as the server's default for it.
 */
export function choicesFrom(preferences: Partial<NotificationPreferences> | undefined): Choices {
  const email: Partial<Record<string, unknown>> = preferences?.email ?? {};
  const read = (kind: ChoosableKind) => {
    const value = email[kind];
    return typeof value === 'boolean' ? value : NOTIFICATION_KINDS[kind].byDefault;
  };
  return Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, read(kind)])) as Choices;
}

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
  return list.format(kinds.map((kind) => `${choices[kind] ? 'recibir' : 'no recibir'} «${NOTIFICATION_KINDS[kind].label}»`));
}
