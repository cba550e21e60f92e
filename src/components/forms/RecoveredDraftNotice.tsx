import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';

export interface RecoveredDraftNoticeProps {
  /** What was kept, in words: "Tu sesión expiró antes de que guardaras …". */
  children: ReactNode;
  /** @default "Recuperar cambios" */
  restoreLabel?: string;
  onRestore: () => void;
  onDismiss: () => void;
}

/** Offers back what was typed before the session expired (see src/lib/session/drafts.ts). */
export function RecoveredDraftNotice({ children, restoreLabel = 'Recuperar cambios', onRestore, onDismiss }: RecoveredDraftNoticeProps) {
  return (
    <Callout
      role="status"
      aria-label="Cambios recuperados"
      tone="warning"
      size="md"
      contentClassName="flex flex-col gap-3 sm:flex-row sm:items-center"
    >
      <p className="sm:mr-auto">{children}</p>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button variant="secondary" size="sm" onPress={onDismiss}>
          Descartar
        </Button>
        <Button size="sm" onPress={onRestore}>
          {restoreLabel}
        </Button>
      </div>
    </Callout>
  );
}
