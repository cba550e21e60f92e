// The save of Notificaciones' switches, as a flow (PreferencesForm is its view). A save names the
// copy it stands on (If-Match), so a tab opened earlier never undoes another's save: refused, the
// form shows the current preferences with the customer's changes on top, unsaved. A lost answer is
// settled by reading the preferences again: saved, not saved, or unknown with «Revisar». See
// docs/notifications.md.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorMessage, hasStatus } from '@/lib/api';
import { useUnknownOutcome } from '@/components/forms/use-unknown-outcome';
import { useForm } from '@/lib/form/use-form';
import { sentences } from '@/lib/sentence';
import { changedKinds, choicesFrom, describeChoices, mergeChoices, settledBy, versionOf, type Choices } from '../preference-changes';
import type { NotificationPreferences } from './get-notification-preferences';
import {
  currentPreferences,
  isStaleCopy,
  PreferencesWriteError,
  readCurrentPreferences,
  useUpdateNotificationPreferences,
  type PreferencesSaved,
} from './update-notification-preferences';

const NOT_SAVED =
  'No recibimos respuesta del servidor y comprobamos que tus preferencias no se guardaron. Tus cambios siguen aquí: vuelve a guardarlos.';
export const UNKNOWN =
  'No sabemos si se guardaron tus preferencias: el servidor no respondió y tampoco pudimos consultarlo. Tus cambios siguen aquí; revisa antes de volver a guardar.';

/** A save whose outcome is unknown: what was sent, from which copy. */
type Sent = { sent: Choices; copy: Choices; basedOn: number | undefined };

/** After a save refused as stale: the current preferences being read, read (what differs), or unreadable. */
export type Stale =
  | { step: 'reading' }
  | { step: 'read'; elsewhere: string | null; mine: string }
  | { step: 'unread'; reason: string; sent: Choices; copy: Choices };

/** The switches' form, its save and what came of it (the toasts too: the flow owns them). */
export function usePreferencesFlow(loaded: NotificationPreferences) {
  const queryClient = useQueryClient();
  const form = useForm<Choices>({ initial: () => choicesFrom(loaded) });
  const save = useUpdateNotificationPreferences();
  // The copy the switches stand on (If-Match); undefined when the server keeps no versions.
  const [basedOn, setBasedOn] = useState(() => versionOf(loaded));
  // The inline confirmation stays until the customer changes a switch again.
  const [savedNow, setSavedNow] = useState<'saved' | 'checked' | null>(null);
  const outcome = useUnknownOutcome<Sent>();
  const [stale, setStale] = useState<Stale | null>(null);
  const isBusy = save.isPending || outcome.checking || stale?.step === 'reading';

  /** The switches now stand on `current`, as saved. */
  const adopt = (current: NotificationPreferences) => {
    form.markSaved(choicesFrom(current));
    setBasedOn(versionOf(current));
  };

  const onSaved = ({ saved, checked }: PreferencesSaved) => {
    adopt(saved);
    setSavedNow(checked ? 'checked' : 'saved');
    toast.success(checked ? 'Confirmamos que guardamos tus preferencias de notificación.' : 'Guardamos tus preferencias de notificación.');
  };

  // Saved elsewhere first: the current preferences with this customer's changes on top, unsaved,
  // saying what came from where. When the current ones already hold the changes, nothing is left to save.
  const settleStale = async (sent: Choices, copy: Choices, read?: NotificationPreferences) => {
    setStale({ step: 'reading' });
    let current = read;
    if (!current) {
      try {
        current = await readCurrentPreferences(queryClient);
      } catch (error) {
        setStale({ step: 'unread', reason: errorMessage(error), sent, copy });
        return;
      }
    }
    const now = choicesFrom(current);
    const merged = mergeChoices(copy, sent, now);
    adopt(current);
    const mine = changedKinds(now, merged);
    if (mine.length === 0) {
      setStale(null);
      toast.success('Tus preferencias ya tenían estos cambios guardados.');
      return;
    }
    form.restore(merged);
    const elsewhere = changedKinds(copy, now);
    setStale({ step: 'read', elsewhere: elsewhere.length ? describeChoices(elsewhere, now) : null, mine: describeChoices(mine, merged) });
  };

  /** What the server's preferences, read after a lost answer, say of the save. */
  const judge = (current: NotificationPreferences, sent: Choices, copy: Choices, from: number | undefined) => {
    switch (settledBy(current, sent, from)) {
      case 'saved':
        onSaved({ saved: current, checked: true });
        return;
      case 'changed-elsewhere':
        void settleStale(sent, copy, current);
        return;
      case 'not-saved':
      default:
        form.setFormError(NOT_SAVED);
    }
  };

  const send = (values: Choices) => {
    form.setFormError(null);
    outcome.clear();
    setStale(null);
    const copy = form.saved;
    const from = basedOn;
    save.mutate(
      { choices: values, basedOn: from },
      {
        onSuccess: onSaved,
        // Every switch keeps its position: nothing chosen is lost.
        onError: (error) => {
          const reason = error instanceof PreferencesWriteError ? error.reason : error;
          if (hasStatus(reason, 401)) return;
          const kind = error instanceof PreferencesWriteError ? error.outcome : 'refused';
          if (kind === 'unconfirmed') outcome.lost({ sent: values, copy, basedOn: from });
          else if (kind === 'not-made') {
            const current = currentPreferences(queryClient);
            if (current) judge(current, values, copy, from);
            else form.setFormError(NOT_SAVED);
          } else if (from !== undefined && isStaleCopy(reason)) void settleStale(values, copy);
          else form.setFormError(sentences('No pudimos guardar tus preferencias.', errorMessage(reason)));
        },
      },
    );
  };

  // After an unknown outcome: read, and say what the server has.
  const check = () =>
    outcome.check(async ({ sent, copy, basedOn: from }) => {
      const current = await readCurrentPreferences(queryClient);
      outcome.clear();
      judge(current, sent, copy, from);
    });

  const discardMine = () => {
    form.discard();
    setStale(null);
  };

  return { form, isBusy, isSaving: save.isPending, savedNow, setSavedNow, outcome, stale, send, check, discardMine, settleStale };
}
