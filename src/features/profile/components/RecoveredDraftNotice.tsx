import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';

/** Offers back what was typed before the session expired (see src/lib/session/drafts.ts). */
export function RecoveredDraftNotice({ onRestore, onDismiss }: { onRestore: () => void; onDismiss: () => void }) {
  return (
    <Callout
      role="status"
      aria-label="Cambios recuperados"
      tone="warning"
      size="md"
      contentClassName="flex flex-col gap-3 sm:flex-row sm:items-center"
    >
      <p className="sm:mr-auto">
        Tu sesión expiró antes de que guardaras tus cambios. Los guardamos en este navegador: puedes recuperarlos y revisarlos antes de
        guardar.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button variant="secondary" size="sm" onPress={onDismiss}>
          Descartar
        </Button>
        <Button size="sm" onPress={onRestore}>
          Recuperar cambios
        </Button>
      </div>
    </Callout>
  );
}
