import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { writeKey } from '@/lib/api/operations';
import { api, hasStatus } from '@/lib/api';
import { settleWrite, WriteOutcomeError, type WriteOutcome } from '@/lib/api/unknown-outcome';
import { settledBy, type Choices } from '../preference-changes';
import { CHOOSABLE_KINDS } from '../notification-kinds';
import { notificationPreferencesQueryOptions, type EmailChoices, type NotificationPreferences } from './get-notification-preferences';

/** The body sent: exactly the choosable kinds, nothing else (strict in what we send). */
export function preferencesBody(choices: Choices): { email: EmailChoices } {
  return { email: Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, choices[kind] === true])) as EmailChoices };
}

/**
 * A save that did not go through: `refused` by the server (a 409 is a stale copy, see
 * `isStaleCopy`); `not-made`, the preferences read again after a lost answer do not hold it (the
 * current ones are then in the cache: `currentPreferences`); `unconfirmed`, that reading failed too.
 */
export class PreferencesWriteError extends WriteOutcomeError<WriteOutcome> {
  override name = 'PreferencesWriteError';
}

/** Saved: the preferences as the server holds them; `checked` when the answer was lost and reading them again showed the save. */
export interface PreferencesSaved {
  saved: NotificationPreferences;
  checked: boolean;
}

/** A save from a copy saved over since (If-Match named an older version): the server's 409, nothing changed. */
export const isStaleCopy = (error: unknown) => hasStatus(error, 409);

/** The preferences as the server has them now (into the cache, where the screen reads them). */
export const readCurrentPreferences = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...notificationPreferencesQueryOptions(), staleTime: 0 });

/** The preferences last read, for the screen to judge a lost answer by. */
export const currentPreferences = (queryClient: QueryClient) =>
  queryClient.getQueryData<NotificationPreferences>(notificationPreferencesQueryOptions().queryKey);

/**
 * PUT /users/me/notification-preferences, with `If-Match: <version>` of the copy the screen stands
 * on when the server keeps versions (none otherwise: the last save wins). The answer replaces the
 * cached preferences. A lost answer is settled by reading them again, never by saving blind.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('put /users/me/notification-preferences'),
    mutationFn: ({ choices, basedOn }: { choices: Choices; basedOn: number | undefined }): Promise<PreferencesSaved> =>
      settleWrite<PreferencesSaved, NotificationPreferences>(
        async () => {
          const { data } = await api.PUT('/users/me/notification-preferences', {
            body: preferencesBody(choices),
            params: basedOn === undefined ? {} : { header: { 'If-Match': String(basedOn) } },
          });
          if (!data) throw new Error('Sin preferencias en la respuesta');
          return { saved: data, checked: false };
        },
        {
          reread: () => readCurrentPreferences(queryClient),
          made: (current) => (settledBy(current, choices, basedOn) === 'saved' ? { saved: current, checked: true } : undefined),
          refused: (error) => {
            throw new PreferencesWriteError('refused', error);
          },
          failure: (outcome, reason) => new PreferencesWriteError(outcome, reason),
        },
      ),
    onSuccess: ({ saved }) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved);
    },
  });
}
