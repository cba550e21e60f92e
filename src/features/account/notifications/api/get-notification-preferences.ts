import { useQuery } from '@tanstack/react-query';
import { type components } from '@/lib/api';
import { $api } from '@/lib/api/react-query';
import type { ScreenQueries } from '@/lib/screen-route';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
/** The five kinds the customer chooses (the automatic charge notice is not among them). */
export type EmailChoices = components['schemas']['NotificationPreferencesUpdate']['email'];
export type ChoosableKind = Exclude<keyof EmailChoices, 'autoChargeNotice'>;

export const CHOOSABLE_KINDS = [
  'quotationIssued',
  'dueSoon',
  'referenceExpiring',
  'paymentReceived',
  'cfdiReady',
] as const satisfies readonly ChoosableKind[];

/** GET /users/me/notification-preferences: which e-mails the customer gets. */
export function notificationPreferencesQueryOptions() {
  return $api.queryOptions('get', '/users/me/notification-preferences');
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/**
 * What the screen edits, read tolerantly: a kind an older backend does not answer (or answers as
 * anything but `false`) reads as on, as the server's default is.
 */
export function choicesFrom(preferences: Partial<NotificationPreferences> | undefined): Record<ChoosableKind, boolean> {
  const email: Partial<Record<string, unknown>> = preferences?.email ?? {};
  return Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, email[kind] !== false])) as Record<ChoosableKind, boolean>;
}

/** What the screen reads. */
export const notificationPreferencesScreenQueries: ScreenQueries = () => [notificationPreferencesQueryOptions()];
