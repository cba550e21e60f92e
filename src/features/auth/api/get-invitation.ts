import { api, type components } from '@/lib/api';
import { useSubmission } from '@/lib/use-submission';

export type Invitation = components['schemas']['Invitation'];

/**
 * POST /auth/app-invitation: who invited the person and the account they are about to make, read
 * by the link's token (public: they have no account yet). A 400 or 404 means the link is done.
 */
export function useInvitation() {
  return useSubmission(async (token: string): Promise<Invitation> => {
    const { data } = await api.POST('/auth/app-invitation', { body: { token } });
    // The shape check refuses an answer without the invitation before this; it only narrows the type.
    if (!data) throw new Error('POST /auth/app-invitation answered without the invitation.');
    return data;
  });
}
