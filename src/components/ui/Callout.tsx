import type { ComponentType, HTMLAttributes } from 'react';

type CalloutTone = 'info' | 'success' | 'warning' | 'danger';

// Plain strings, as Badge: a lookup costs nothing. Text is the tone's 900 on its 50, far above 4.5:1.
// The sign-in and landing pages write this look out (AuthFormError, the session notice): their first
// load would grow by about 400 bytes with the component.
const TONES: Record<CalloutTone, { box: string; icon: string }> = {
  info: { box: 'border-info-200 bg-info-50 text-info-900', icon: 'text-info-700' },
  success: { box: 'border-success-200 bg-success-50 text-success-900', icon: 'text-success-700' },
  warning: { box: 'border-warning-300 bg-warning-50 text-warning-900', icon: 'text-warning-700' },
  danger: { box: 'border-danger-200 bg-danger-50 text-danger-900', icon: 'text-danger-700' },
};

const SIZES = {
  sm: { box: 'gap-2 rounded-lg p-3', icon: 'mt-px size-4' },
  md: { box: 'gap-3 rounded-xl p-4', icon: 'mt-0.5 size-5' },
};

export interface CalloutProps extends HTMLAttributes<HTMLDivElement> {
  tone: CalloutTone;
  /** `md` for a notice that stands on its own above a screen's content. @default 'sm' */
  size?: keyof typeof SIZES;
  /** Drawn before the content in the tone's colour, always decorative (e.g. AlertTriangleIcon). */
  icon?: ComponentType<{ className?: string }>;
  /** Classes for the box around `children` (it fills the width beside the icon). */
  contentClassName?: string;
}

/**
 * A boxed message in a status tone. It sets no role: the caller keeps the one the message needs
 * (`alert` for a problem that just happened, `status` for news, `note` for standing advice).
 * `className` is added as is (margins, widths), never merged.
 */
export function Callout({ tone, size = 'sm', icon: Icon, className, contentClassName, children, ...props }: CalloutProps) {
  const sized = SIZES[size];
  return (
    <div {...props} className={`flex items-start border text-sm ${TONES[tone].box} ${sized.box} ${className ?? ''}`.trim()}>
      {Icon && <Icon className={`shrink-0 ${sized.icon} ${TONES[tone].icon}`} />}
      <div className={`min-w-0 flex-1 ${contentClassName ?? ''}`.trim()}>{children}</div>
    </div>
  );
}
