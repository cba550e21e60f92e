// The pay dialog's building blocks: the buttons at its foot, and the box each step's news is told in.
import { useEffect, type ReactNode, type RefObject } from 'react';
import { DialogActions } from '@/components/ui/Dialog';
import { AlertTriangleIcon, CheckIcon } from '@/components/ui/Icons';
import { Spinner } from '@/components/ui/Spinner';
import { usePageState } from '@/lib/page-state';

/**
 * Focuses `target` (or the element in it matching `selector`) each time `key` changes, once the
 * full-screen spinner is gone: when the spinner leaves, react-aria gives focus back to the control
 * that started the charge, which the new panel replaced, and focus fell on the dialog's hidden
 * "Descartar" button.
 */
export function useFocusWhenSettled(target: RefObject<HTMLElement | null>, key: string, selector?: string) {
  const spinnerUp = usePageState().loadingCount > 0;
  useEffect(() => {
    if (spinnerUp) return undefined;
    // A frame later: after react-aria's own focus restore, which runs in a frame too.
    const frame = requestAnimationFrame(() => {
      const element = selector ? target.current?.querySelector<HTMLElement>(selector) : target.current;
      element?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [key, spinnerUp, target, selector]);
}

/** The dialog's buttons, kept in view at the foot of the dialog however long its content is (phones, short windows). */
export function PayActions({ children }: { children: ReactNode }) {
  return (
    <DialogActions className="sticky bottom-0 z-10 mt-6 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 py-4">{children}</DialogActions>
  );
}

const TONES = {
  neutral: { box: 'border-slate-200 bg-slate-50 text-slate-800', icon: 'text-slate-600' },
  success: { box: 'border-success-200 bg-success-50 text-success-900', icon: 'text-success-700' },
  warning: { box: 'border-warning-300 bg-warning-50 text-warning-900', icon: 'text-warning-700' },
} as const;

export type PayNoticeTone = keyof typeof TONES;

interface PayNoticeProps {
  tone: PayNoticeTone;
  /** Still finding out: a spinner instead of the tone's icon. */
  busy?: boolean;
  className?: string;
  role?: 'status';
  'data-testid'?: string;
  children: ReactNode;
}

/** A boxed step of the payment (paid, being checked, on the way to the bank…): its icon, then what it says. */
export function PayNotice({ tone, busy = false, className = '', children, ...rest }: PayNoticeProps) {
  const { box, icon } = TONES[tone];
  return (
    <div className={`flex items-start gap-3 rounded-lg border p-4 text-sm ${box} ${className}`} {...rest}>
      {busy ? (
        <Spinner size="sm" label="" />
      ) : tone === 'success' ? (
        <CheckIcon className={`mt-px size-5 shrink-0 ${icon}`} />
      ) : (
        <AlertTriangleIcon className={`mt-px size-5 shrink-0 ${icon}`} />
      )}
      <div>{children}</div>
    </div>
  );
}
