// The switches of Notificaciones: the view of api/preferences-flow.ts (the save and its outcomes).
import { UnknownOutcomeNotice } from '@/components/forms/UnknownOutcomeNotice';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Card, CardHeader } from '@/components/ui/Card';
import { Form, FormError } from '@/components/ui/Form';
import { AlertTriangleIcon, CheckIcon } from '@/components/ui/Icons';
import { Switch } from '@/components/ui/Switch';
import type { NotificationPreferences } from '../api/get-notification-preferences';
import { UNKNOWN, usePreferencesFlow, type Stale } from '../api/preferences-flow';
import { CHOOSABLE_KINDS, NOTIFICATION_KINDS } from '../notification-kinds';
import type { Choices } from '../preference-changes';

export function PreferencesForm({ loaded }: { loaded: NotificationPreferences }) {
  const { form, isBusy, isSaving, savedNow, setSavedNow, outcome, stale, send, check, discardMine, settleStale } =
    usePreferencesFlow(loaded);

  return (
    <Card as="section">
      <CardHeader
        title="Correos que recibes"
        description="Elige qué avisos te enviamos por correo. Los cambios se aplican a los siguientes avisos."
      />
      <Form onSubmit={form.handleSubmit(send, { isBlocked: isBusy })} aria-label="Preferencias de notificación" gap="gap-4">
        {stale && (
          <ChangedElsewhereNotice
            stale={stale}
            isBusy={isBusy}
            onDiscard={discardMine}
            onRead={(sent, copy) => void settleStale(sent, copy)}
          />
        )}
        <fieldset className="flex flex-col gap-4">
          <legend className="sr-only">Avisos por correo</legend>
          {CHOOSABLE_KINDS.map((kind) => (
            <Switch
              key={kind}
              name={kind}
              isSelected={form.values[kind]}
              onChange={(on) => {
                setSavedNow(null);
                form.setField(kind, on);
              }}
              isReadOnly={isBusy}
              description={NOTIFICATION_KINDS[kind].description}
            >
              {NOTIFICATION_KINDS[kind].label}
            </Switch>
          ))}
          <Switch name="autoChargeNotice" isSelected isDisabled description={NOTIFICATION_KINDS.autoChargeNotice.description}>
            {NOTIFICATION_KINDS.autoChargeNotice.label}
          </Switch>
        </fieldset>
        <FormError message={form.formError} />
        <UnknownOutcomeNotice outcome={outcome} onCheck={check} words={UNKNOWN} data-testid="preferences-unconfirmed" />
        {savedNow && (
          <Callout role="status" tone="success" icon={CheckIcon} data-testid="preferences-saved">
            <p>{savedNow === 'checked' ? 'Confirmamos que guardamos tus preferencias.' : 'Guardamos tus preferencias.'}</p>
          </Callout>
        )}
        <div>
          <Button type="submit" isPending={isSaving}>
            Guardar preferencias
          </Button>
        </div>
      </Form>
    </Card>
  );
}

interface ChangedElsewhereNoticeProps {
  stale: Stale;
  isBusy: boolean;
  onDiscard: () => void;
  onRead: (sent: Choices, copy: Choices) => void;
}

/** Saved elsewhere since this copy: nothing was saved here, and the customer's changes are kept to apply again. */
function ChangedElsewhereNotice({ stale, isBusy, onDiscard, onRead }: ChangedElsewhereNoticeProps) {
  return (
    <Callout role="alert" tone="warning" icon={AlertTriangleIcon} contentClassName="flex flex-col gap-2" data-testid="preferences-changed">
      <p className="font-semibold">Tus preferencias cambiaron en otra pestaña o dispositivo mientras las editabas.</p>
      <p>No guardamos tus cambios.</p>
      {stale.step === 'reading' && <p>Estamos leyendo tus preferencias actuales…</p>}
      {stale.step === 'read' && (
        <>
          {stale.elsewhere && <p>Se guardó en otra parte: {stale.elsewhere}.</p>}
          <p>
            Ahora ves tus preferencias actuales con tus cambios encima, aún sin guardar: {stale.mine}. Guárdalos para aplicarlos o
            descártalos.
          </p>
          <div>
            <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={onDiscard}>
              Descartar mis cambios
            </Button>
          </div>
        </>
      )}
      {stale.step === 'unread' && (
        <>
          <p>No pudimos leer tus preferencias actuales. {stale.reason}</p>
          <div>
            <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={() => onRead(stale.sent, stale.copy)}>
              Volver a leer
            </Button>
          </div>
        </>
      )}
    </Callout>
  );
}
