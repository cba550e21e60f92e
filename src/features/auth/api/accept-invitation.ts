import { api, type components } from '@/lib/api';
import { useSubmission } from '@/lib/use-submission';
import { signIn, type SignedIn } from './login';

type Acceptance = components['schemas']['AcceptInvitationRequest'] & {
  /** The invitation's address: the new account signs in with it. */
  email: string;
};

/**
 * POST /auth/app-accept-invitation, then the sign-in with the same password: the contract answers
 * a confirmation (sessions come only from the sign-in). Once the account exists a failed sign-in
 * undoes nothing: the answer is then null and the person signs in on /login.
 */
export function useAcceptInvitation() {
  return useSubmission(async ({ email, ...body }: Acceptance): Promise<SignedIn | null> => {
    await api.POST('/auth/app-accept-invitation', { body });
    return signIn({ email, password: body.password }).catch(() => null);
  });
}
