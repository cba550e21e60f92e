import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, LinkButton } from '@/components/ui/Button';
import { Form, FormError } from '@/components/ui/Form';
import { Link } from '@/components/ui/Link';
import { TextField } from '@/components/ui/TextField';
import { paths } from '@/config/paths';
import { usePageHeader } from '@/lib/page-state';
import { useRequestPasswordReset } from '../api/request-reset';
import { validateEmail } from '../validation';
import { AuthLayout } from './AuthLayout';
import { describeAuthError } from './LoginPage';

export function RequestResetPage() {
  usePageHeader('Recuperar contraseña');
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('correo') ?? '');
  const [submitted, setSubmitted] = useState(false);
  const request = useRequestPasswordReset();
  const emailError = submitted ? validateEmail(email) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email) || request.isPending) return;
    request.mutate({ body: { email: email.trim() } });
  };

  if (request.isSuccess) {
    return (
      <AuthLayout title="Revisa tu correo">
        <div role="status" className="flex flex-col gap-4">
          {/* Same words whether or not the address exists: no account enumeration. */}
          <p className="text-slate-700">
            Si <strong className="font-semibold text-slate-900">{email.trim()}</strong> está registrado en Cotiza, te enviamos
            un enlace para restablecer tu contraseña. El enlace vence en 1 hora.
          </p>
          <p className="text-sm text-slate-600">¿No llegó? Revisa tu carpeta de correo no deseado o vuelve a intentarlo en unos minutos.</p>
          <LinkButton href={paths.login} variant="secondary">
            Volver a iniciar sesión
          </LinkButton>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Recupera tu contraseña"
      description="Escribe el correo con el que entras a Cotiza y te enviaremos un enlace para crear una nueva contraseña."
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label="Recuperar contraseña">
        <FormError message={request.isError ? describeAuthError(request.error) : ''} />
        <TextField
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          isInvalid={Boolean(emailError)}
          errorMessage={emailError ?? undefined}
          isRequired
          autoFocus
        />
        <Button type="submit" size="lg" isPending={request.isPending} className="w-full">
          Enviar enlace
        </Button>
        <p className="text-center text-sm">
          <Link href={paths.login}>Volver a iniciar sesión</Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
