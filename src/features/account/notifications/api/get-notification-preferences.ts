import { useQuery, type QueryClient } from '@tanstack/react-query';
import { type components } from '@/lib/api';
import { $api } from '@/lib/api/react-query';
import { getToken } from '@/lib/session';

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

/** The screen's loader: starts reading while the code loads; a failure stays for the error state. */
export const notificationPreferencesRouteLoader = (queryClient: QueryClient) => () => {
  if (getToken()) queryClient.ensureQueryData(notificationPreferencesQueryOptions()).catch(() => undefined);
  return null;
};
