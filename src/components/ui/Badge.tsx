import type { ReactNode } from 'react';
import { tv } from 'tailwind-variants';

// 800 text on 50 backgrounds: every tone is well above 4.5:1.
const badge = tv({
  base: 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs leading-5 font-medium whitespace-nowrap ring-1 ring-inset',
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
      success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
      warning: 'bg-amber-50 text-amber-800 ring-amber-600/30',
      danger: 'bg-red-50 text-red-800 ring-red-600/20',
      info: 'bg-sky-50 text-sky-800 ring-sky-600/25',
      brand: 'bg-brand-50 text-brand-800 ring-brand-600/25',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={badge({ tone, className })}>{children}</span>;
}
