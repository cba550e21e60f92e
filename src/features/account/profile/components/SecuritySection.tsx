import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailChangeForm } from './EmailChangeForm';

/** The Seguridad tab of Mis datos and Mi perfil: the password and the sign-in e-mail. */
export function SecuritySection({ openEmailChange = false }: { openEmailChange?: boolean }) {
  return (
    <>
      <EmailChangeForm openRequested={openEmailChange} />
      <ChangePasswordForm />
    </>
  );
}
