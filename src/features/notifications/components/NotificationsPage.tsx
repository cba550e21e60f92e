// /app/notificaciones — Notificaciones: which e-mails the customer gets, one switch per kind, and
// the automatic charge notice shown always on (the law asks for it). See docs/notifications.md.
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Card, CardHeader } from '@/components/ui/Card';
import { Form, FormError } from '@/components/ui/Form';
import { CheckIcon } from '@/components/ui/Icons';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { Switch } from '@/components/ui/Switch';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { useForm } from '@/lib/form/use-form';
import { usePageHeader } from '@/lib/page-state';
import { referencePayPhrases } from '@/lib/payments/methods';
import {
  CHOOSABLE_KINDS,
  choicesFrom,
  notificationPreferencesRouteLoader,
  useNotificationPreferences,
  type ChoosableKind,
} from '../api/get-notification-preferences';
import { preferencesBody, useUpdateNotificationPreferences } from '../api/update-notification-preferences';

export const routeLoader = notificationPreferencesRouteLoader;

type Choices = Record<ChoosableKind, boolean>;

/** Each kind's label and when it is sent, in the order shown. */
export const KIND_TEXTS: Record<ChoosableKind, { label: string; description: string }> = {
  quotationIssued: { label: 'Cotización nueva', description: 'Cuando te enviamos una cotización.' },
  dueSoon: { label: 'Cotización por vencer', description: 'Tres días antes del último día para pagar una cotización pendiente.' },
  referenceExpiring: {
    label: 'Referencia de pago por vencer',
    description: `Un día antes de que venza una referencia para pagar ${referencePayPhrases('o')} que aún no pagas.`,
  },
  paymentReceived: { label: 'Pago recibido', description: 'Cuando recibimos un pago, con el enlace a su recibo.' },
  cfdiReady: { label: 'Factura lista', description: 'Cuando tu factura (CFDI) está timbrada y lista para descargar.' },
};

export const AUTO_CHARGE_REASON = 'Siempre activo: la ley nos pide avisarte 5 días antes de cada cargo automático.';

export function NotificationsPage() {
  usePageHeader('Notificaciones', [{ label: 'Inicio', href: paths.app.home }, { label: 'Notificaciones' }]);
  const query = useNotificationPreferences();

  return (
    <div className="flex flex-col gap-5">
      {query.isError && !query.data ? (
        <QueryErrorState title="No pudimos cargar tus preferencias de notificación" query={query} />
      ) : !query.data ? (
        <PreferencesSkeleton />
      ) : (
        <PreferencesForm initial={choicesFrom(query.data)} />
      )}
    </div>
  );
}

function PreferencesForm({ initial }: { initial: Choices }) {
  const form = useForm<Choices>({ initial });
  const save = useUpdateNotificationPreferences();
  // The inline confirmation stays until the customer changes a switch again.
  const [savedNow, setSavedNow] = useState(false);

  const send = (values: Choices) => {
    form.setFormError(null);
    save.mutate(
      { body: preferencesBody(values) },
      {
        onSuccess: (saved) => {
          form.markSaved(choicesFrom(saved));
          setSavedNow(true);
          toast.success('Guardamos tus preferencias de notificación.');
        },
        // Every switch keeps its position: nothing chosen is lost.
        onError: (error) => form.setFormError(`No pudimos guardar tus preferencias. ${errorMessage(error)}`),
      },
    );
  };

  return (
    <Card as="section">
      <CardHeader
        title="Correos que recibes"
        description="Elige qué avisos te enviamos por correo. Los cambios se aplican a los siguientes avisos."
      />
      <Form onSubmit={form.handleSubmit(send, { isBlocked: save.isPending })} aria-label="Preferencias de notificación" gap="gap-4">
        <fieldset className="flex flex-col gap-4">
          <legend className="sr-only">Avisos por correo</legend>
          {CHOOSABLE_KINDS.map((kind) => (
            <Switch
              key={kind}
              name={kind}
              isSelected={form.values[kind]}
              onChange={(on) => {
                setSavedNow(false);
                form.setField(kind, on);
              }}
              isReadOnly={save.isPending}
              description={KIND_TEXTS[kind].description}
            >
              {KIND_TEXTS[kind].label}
            </Switch>
          ))}
          <Switch name="autoChargeNotice" isSelected isDisabled description={AUTO_CHARGE_REASON}>
            Aviso de cargo automático
          </Switch>
        </fieldset>
        <FormError message={form.formError} />
        {savedNow && (
          <Callout role="status" tone="success" icon={CheckIcon} data-testid="preferences-saved">
            <p>Guardamos tus preferencias.</p>
          </Callout>
        )}
        <div>
          <Button type="submit" isPending={save.isPending}>
            Guardar preferencias
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function PreferencesSkeleton() {
  return (
    <Card>
      <div role="status" aria-label="Cargando tus preferencias" className="flex flex-col gap-5">
        <Skeleton className="block h-5 w-48 rounded-md" />
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="block h-6 w-10 rounded-full" />
            <Skeleton className="block h-4 w-56 rounded-md" />
          </div>
        ))}
      </div>
    </Card>
  );
}
