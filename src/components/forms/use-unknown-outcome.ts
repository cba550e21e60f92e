// A write whose answer was lost and could not be read back: what was sent is kept until «Revisar»
// reads what the server has. One rule for every form that has it (UnknownOutcomeNotice is its view).
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { sentences } from '@/lib/sentence';

/** What was sent, and why the last check could not tell (null before any check). */
type Unknown<T> = T & { detail: string | null };

export interface UnknownOutcome<T> {
  unknown: Unknown<T> | null;
  checking: boolean;
  /** The answer was lost: keep what was sent, for «Revisar». */
  lost: (sent: T) => void;
  /** Settled or superseded: the notice goes. */
  clear: () => void;
  /** «Revisar»: `read` reads what the server has and settles it; a read that fails keeps the notice and says why. */
  check: (read: (sent: T) => Promise<void>) => Promise<void>;
}

export function useUnknownOutcome<T extends object>(): UnknownOutcome<T> {
  const [unknown, setUnknown] = useState<Unknown<T> | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async (read: (sent: T) => Promise<void>) => {
    if (!unknown) return;
    setChecking(true);
    try {
      await read(unknown);
    } catch (error) {
      setUnknown({ ...unknown, detail: sentences('Todavía no pudimos comprobarlo.', errorMessage(error)) });
    } finally {
      setChecking(false);
    }
  };
  return {
    unknown,
    checking,
    lost: (sent) => setUnknown({ ...sent, detail: null }),
    clear: () => setUnknown(null),
    check,
  };
}
