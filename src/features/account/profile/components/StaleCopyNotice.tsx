import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';

/** What is known of the profile as the server holds it, after a save refused as stale. */
export type CurrentCopy =
  /** Being read. */
  | { step: 'reading' }
  /** Read: the parts where the form and the current data differ. */
  | { step: 'read'; differences: string[] }
  /** It could not be read (the reason, to show). */
  | { step: 'unread'; reason: string };

const list = new Intl.ListFormat('es-MX', { type: 'conjunction' });

export interface StaleCopyNoticeProps {
  current: CurrentCopy;
  isBusy: boolean;
  onShowCurrent: () => void;
  onSaveMine: () => void;
}

/**
 * The company was saved elsewhere (another tab or person) since the form loaded it, and this save
 * was refused: nothing typed is lost, and the customer chooses between the current data and their
 * own version, knowing what differs.
 */
export function StaleCopyNotice({ current, isBusy, onShowCurrent, onSaveMine }: StaleCopyNoticeProps) {
  return (
    <Callout role="alert" tone="warning" contentClassName="flex flex-col gap-2">
      <p className="font-semibold">Otra pestaña o persona guardó cambios en los datos de la empresa mientras los editabas.</p>
      <p>No guardamos tus cambios, y lo que escribiste sigue aquí.</p>
      {current.step === 'reading' && <p>Estamos leyendo los datos actuales…</p>}
      {current.step === 'read' &&
        (current.differences.length > 0 ? (
          <p>Tu versión y los datos actuales difieren en: {list.format(current.differences)}.</p>
        ) : (
          <p>Los datos actuales ya son iguales a los de tu versión.</p>
        ))}
      {current.step === 'unread' && (
        <p>
          No pudimos leer los datos actuales. <bdi>{current.reason}</bdi>
        </p>
      )}
      <p>«Ver los datos actuales» descarta tus cambios; «Guardar mi versión» reemplaza los datos actuales por los de este formulario.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={onShowCurrent}>
          Ver los datos actuales
        </Button>
        <Button size="sm" isDisabled={isBusy} onPress={onSaveMine}>
          Guardar mi versión
        </Button>
      </div>
    </Callout>
  );
}
