import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';
import {
  CHOOSABLE_KINDS,
  notificationPreferencesQueryOptions,
  type ChoosableKind,
  type EmailChoices,
} from './get-notification-preferences';

/** The body sent: exactly the five choosable kinds, nothing else (strict in what we send). */
export function preferencesBody(choices: Record<ChoosableKind, boolean>): { email: EmailChoices } {
  return { email: Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, choices[kind] === true])) as EmailChoices };
}

/**
 * PUT /users/me/notification-preferences. The answer is the saved preferences (read tolerantly by
 * the client): it replaces the cached ones, so the screen needs no second read.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/users/me/notification-preferences', {
    onSuccess: (data) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, data);
    },
  });
}
