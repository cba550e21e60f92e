// The flow of «Activar pago automático»: the box to tick, sending the acceptance with the wording's
// version, and what the dialog says after a failed attempt. An answer that never comes is not a
// refusal: the settings are read again and the flow says what the server has, or that it is
// unknown, and then only reads («Revisar»), never sends again. The view is AutoPaymentConsentDialog.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, hasStatus } from '@/lib/api';
import { sentences } from '@/lib/sentence';
import type { AutoPayment } from '@/features/payment-methods/auto-payment/get-auto-payment';
import { ConsentError, consentGiven, rereadAutoPayment, useEnableAutoPayment, type ConsentGiven } from './enable-auto-payment';

const STALE_TERMS = 'Las condiciones del pago automático cambiaron. Léelas de nuevo y acéptalas para activarlo.';
const NOT_MADE = 'No recibimos respuesta del servidor y comprobamos que el pago automático no se activó. Puedes intentarlo de nuevo.';
const UNKNOWN =
  'No sabemos si se activó el pago automático: el servidor no respondió y tampoco pudimos consultarlo. Revisa antes de intentarlo de nuevo.';

/** What the dialog says after a failed attempt; `unknown` offers «Revisar» instead of sending again. */
export type ConsentProblem = { text: string; unknown: boolean };

/**
 * What a failed acceptance means for the customer (`stale`: the wording changed, so the box is
 * unticked); null when the session rules already answer (401).
 */
function problemOf(error: unknown): (ConsentProblem & { stale?: true }) | null {
  const reason = error instanceof ConsentError ? error.reason : error;
  if (hasStatus(reason, 401)) return null;
  if (error instanceof ConsentError && error.outcome === 'not-made') return { text: NOT_MADE, unknown: false };
  if (error instanceof ConsentError && error.outcome === 'unconfirmed') return { text: UNKNOWN, unknown: true };
  // The wording changed since it was read: it is read again (the mutation invalidates it) and asked again.
  if (hasStatus(reason, 409)) return { text: STALE_TERMS, unknown: false, stale: true };
  return { text: sentences('No pudimos activar el pago automático.', errorMessage(reason)), unknown: false };
}

export function useAutoPaymentConsentFlow({
  onOpenChange,
  onEnabled,
}: {
  onOpenChange: (isOpen: boolean) => void;
  onEnabled: (given: ConsentGiven) => void;
}) {
  const queryClient = useQueryClient();
  const enable = useEnableAutoPayment();
  const [accepted, setAccepted] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [problem, setProblem] = useState<ConsentProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const isBusy = enable.isPending || checking;

  const close = (open: boolean) => {
    if (isBusy) return;
    if (!open) {
      setAccepted(false);
      setShowMissing(false);
      setProblem(null);
    }
    onOpenChange(open);
  };

  const done = (given: ConsentGiven) => {
    setAccepted(false);
    setProblem(null);
    onEnabled(given);
  };

  const accept = (value: boolean) => {
    setAccepted(value);
    if (value) setShowMissing(false);
  };

  const activate = (terms: AutoPayment['terms']) => {
    if (!accepted) {
      setShowMissing(true);
      return;
    }
    setProblem(null);
    enable.mutate(
      { termsVersion: terms.version, accepted: true },
      {
        onSuccess: done,
        onError: (error) => {
          const next = problemOf(error);
          if (!next) return;
          if (next.stale) setAccepted(false);
          setProblem({ text: next.text, unknown: next.unknown });
        },
      },
    );
  };

  // After an unknown outcome: read, never send again, until the server says it is off.
  const check = async () => {
    setChecking(true);
    try {
      const given = consentGiven(await rereadAutoPayment(queryClient), true);
      if (given) done(given);
      else setProblem({ text: 'Comprobamos que el pago automático no se activó. Puedes intentarlo de nuevo.', unknown: false });
    } catch (error) {
      setProblem({ text: sentences(UNKNOWN, 'Todavía no pudimos comprobarlo.', errorMessage(error)), unknown: true });
    } finally {
      setChecking(false);
    }
  };

  return { accepted, accept, showMissing, problem, isBusy, isSending: enable.isPending, checking, close, activate, check };
}
