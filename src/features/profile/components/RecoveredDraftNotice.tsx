import { Button } from '@/components/ui/Button';

/** Offers back what was typed before the session expired (see src/lib/session/drafts.ts). */
export function RecoveredDraftNotice({ onRestore, onDismiss }: { onRestore: () => void; onDismiss: () => void }) {
  return (
    <div
      role="status"
      aria-label="Cambios recuperados"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <p className="text-sm text-amber-900 sm:mr-auto">
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
    </div>
  );
}
