// Shown while a change to the default card or automatic payment could not be confirmed (its answer
// was lost and reading the customer again failed too): the screen shows no guess, and offers to check.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { AlertTriangleIcon, RefreshIcon } from '@/components/ui/Icons';
import { errorMessage } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { sentences } from '@/lib/sentence';
import { rereadCustomer } from '../api/get-customer';

export interface UnconfirmedSettingsNoticeProps {
  /** Focus comes here when it appears after a change on this screen (the control used may be gone, as the switch). */
  focusOnMount: boolean;
  /** Checked: the notice is about to go. */
  onConfirmed: () => void;
}

export function UnconfirmedSettingsNotice({ focusOnMount, onConfirmed }: UnconfirmedSettingsNoticeProps) {
  const queryClient = useQueryClient();
  const [isChecking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const check = async () => {
    setChecking(true);
    setProblem(null);
    try {
      await Promise.all([
        rereadCustomer(queryClient),
        // What the unconfirmed change would have changed.
        invalidateAfter(queryClient, 'patch /customers/me'),
      ]);
      onConfirmed();
    } catch (error) {
      setProblem(sentences('Todavía no pudimos comprobarlo.', errorMessage(error)));
      setChecking(false);
    }
  };

  return (
    <Callout
      role="alert"
      data-testid="payment-settings-unconfirmed"
      tone="warning"
      size="md"
      icon={AlertTriangleIcon}
      contentClassName="flex flex-col items-start gap-3 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p
          ref={heading}
          tabIndex={-1}
          className="w-fit rounded-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-warning-600"
        >
          No pudimos confirmar tu último cambio
        </p>
        <p className="mt-1">
          El servidor no respondió y tampoco pudimos consultarlo después: tu tarjeta predeterminada y el pago automático pueden haber
          cambiado o no. Revisa tu conexión y vuelve a comprobar.
        </p>
        {problem && <p className="mt-1 font-medium">{problem}</p>}
      </div>
      <Button variant="secondary" size="sm" isPending={isChecking} onPress={() => void check()} className="shrink-0">
        <RefreshIcon className="size-4" />
        Volver a comprobar
      </Button>
    </Callout>
  );
}
