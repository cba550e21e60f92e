import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import type { ReactNode } from 'react';
import { Form } from '@/components/ui/Form';
import type { FormApi } from '@/lib/form/use-form';
import { useSession, useSessionDraft } from '@/lib/session';
import { FormActions } from './FormActions';
import { RecoveredDraftNotice } from '@/components/forms/RecoveredDraftNotice';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface ProfileFormFrameProps<V> {
  form: FormApi<V>;
  /** Where the draft is kept if the session expires before saving ('mis-datos', 'mi-perfil'). */
  draftKey: string;
  label: string;
  isDirty: boolean;
  isPending: boolean;
  onSave: (values: V) => void;
  /** A decision to take before saving again, shown in the save bar (see FormActions). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * What both profile forms do around their fields: the draft a session expiry kept (offered back),
 * save and discard, the form-level message, and a warning before leaving unsaved changes.
 */
export function ProfileFormFrame<V>({ form, draftKey, label, isDirty, isPending, onSave, notice, children }: ProfileFormFrameProps<V>) {
  // What was typed survives a session that expires before it is saved (offered back after signing in).
  const { user } = useSession();
  const { draft, dismissDraft } = useSessionDraft(draftKey, user?.id ?? null, form.values, isDirty);

  return (
    <div className="flex flex-col gap-6">
      {draft && (
        <RecoveredDraftNotice
          onRestore={() => {
            form.restore(draft);
            dismissDraft();
          }}
          onDismiss={dismissDraft}
        >
          Tu sesión expiró antes de que guardaras tus cambios. Los guardamos en este navegador: puedes recuperarlos y revisarlos antes de
          guardar.
        </RecoveredDraftNotice>
      )}
      <Form
        onSubmit={form.handleSubmit(onSave, { isBlocked: !isDirty || isPending })}
        validationBehavior="aria"
        aria-label={label}
        gap="gap-6"
      >
        {children}
        <FormActions isDirty={isDirty} isPending={isPending} error={form.formError} onDiscard={form.discard} notice={notice} />
        <PrivacyNoticeLink />
        <UnsavedChangesGuard when={isDirty && !isPending} />
      </Form>
    </div>
  );
}
