// Copy buttons for the data a customer types into their bank or gives a cashier (CLABE, reference,
// amount), and the one polite live region that says what happened.
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import { CopyIcon } from '@/components/ui/Icons';

/** How long "CLABE copiada" stays on screen. */
const MESSAGE_MS = 4000;

export interface CopyFeedback {
  message: string;
  count: number;
  /** Copies `value`; says `done` ("CLABE copiada") or, when the Clipboard API fails, selects `text` for a manual copy. */
  copy: (value: string, done: string, text: RefObject<HTMLElement | null>) => Promise<void>;
}

export function useCopyFeedback(): CopyFeedback {
  // The count makes a new node for each message, so the same one twice in a row is announced twice.
  const [{ message, count }, setState] = useState({ message: '', count: 0 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = useCallback((text: string) => {
    clearTimeout(timer.current);
    setState((state) => ({ message: text, count: state.count + 1 }));
    timer.current = setTimeout(() => setState((state) => ({ ...state, message: '' })), MESSAGE_MS);
  }, []);

  const copy = useCallback<CopyFeedback['copy']>(
    async (value, done, text) => {
      try {
        // Absent outside a secure context, and refused without permission: both land in catch.
        if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(value);
        say(done);
      } catch {
        const element = text.current;
        if (element) window.getSelection()?.selectAllChildren(element);
        say('No pudimos copiar; selecciona el texto');
      }
    },
    [say],
  );

  return { message, count, copy };
}

/** Always in the page (a live region must exist before it speaks); shown while it has something to say. */
export function CopyStatus({ feedback: { message, count } }: { feedback: CopyFeedback }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-print="hide"
      className={
        message
          ? 'fixed inset-x-4 bottom-6 z-30 mx-auto w-fit max-w-sm rounded-lg bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white shadow-lg'
          : 'sr-only'
      }
    >
      {message && <span key={count}>{message}</span>}
    </div>
  );
}

export interface CopyFieldProps {
  label: string;
  /** What is shown (the CLABE grouped, the amount formatted). */
  children: ReactNode;
  /** What is copied: the raw value, without spaces or signs. */
  value: string;
  /** "Copiar CLABE". */
  buttonLabel: string;
  /** "CLABE copiada". */
  done: string;
  feedback: CopyFeedback;
  /** Classes of the shown value (large, monospaced…). */
  valueClassName?: string;
}

/** A labelled value with its copy button, as one group of a definition list (a <div> of <dt> and <dd>). */
export function CopyField({ label, children, value, buttonLabel, done, feedback, valueClassName }: CopyFieldProps) {
  const text = useRef<HTMLElement>(null);
  return (
    <div className="border-t border-slate-200 py-3 first:border-t-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span ref={text} className={valueClassName ?? 'min-w-0 text-base font-medium text-slate-900'}>
          {children}
        </span>
        <Button variant="secondary" size="sm" data-print="hide" onPress={() => void feedback.copy(value, done, text)}>
          <CopyIcon className="size-4" />
          {buttonLabel}
        </Button>
      </dd>
    </div>
  );
}
