import { useQuery } from '@tanstack/react-query';
import { type components } from '@/lib/api';
import { $api } from '@/lib/api/react-query';
import type { ScreenQueries } from '@/lib/screen-route';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
/** The body of a save (its kinds: notification-kinds.ts). */
export type EmailChoices = components['schemas']['NotificationPreferencesUpdate']['email'];

/** GET /users/me/notification-preferences: which e-mails the customer gets. */
export function notificationPreferencesQueryOptions() {
  return $api.queryOptions('get', '/users/me/notification-preferences');
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** What the screen reads. */
export const notificationPreferencesScreenQueries: ScreenQueries = () => [notificationPreferencesQueryOptions()];
