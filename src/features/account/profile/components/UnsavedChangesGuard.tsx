import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { isAppPath } from '@/lib/session';

/** A form's report to its page's one guard: whether it has unsaved changes. */
type ReportChanges = (formId: string, isDirty: boolean) => void;

const PageGuard = createContext<ReportChanges | null>(null);

/**
 * One guard for a page that holds several forms (Mi perfil's tabs stay mounted): React Router keeps
 * one blocker at a time, so a second form's blocker silently replaced the first one's.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportChanges>((formId, isDirty) => {
    setDirtyForms((current) => {
      if (current.has(formId) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);
  return (
    <PageGuard.Provider value={report}>
      {children}
      <LeaveBlocker when={dirtyForms.size > 0} />
    </PageGuard.Provider>
  );
}

/**
 * Asks before leaving a form with unsaved changes: a dialog for moves inside the app, the browser's
 * own prompt for reloads and closing the tab. Inside an UnsavedChangesScope it tells the page's guard;
 * alone on its page it guards by itself.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const report = useContext(PageGuard);
  return report ? <ReportToPage report={report} when={when} /> : <LeaveBlocker when={when} />;
}

function ReportToPage({ report, when }: { report: ReportChanges; when: boolean }) {
  const formId = useId();
  useEffect(() => report(formId, when), [report, formId, when]);
  useEffect(() => () => report(formId, false), [report, formId]);
  return null;
}

/** The one blocker. Leaving the app (log out, session expired) is never held back. */
function LeaveBlocker({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && isAppPath(nextLocation.pathname),
  );

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="¿Salir sin guardar?"
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      tone="danger"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    >
      Tienes cambios sin guardar. Si sales ahora, se perderán.
    </ConfirmDialog>
  );
}
