import type { ReactNode } from 'react';
import { joinClasses } from '@/lib/class-names';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

const base = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs leading-5 font-medium whitespace-nowrap ring-1 ring-inset';

// 800 text on 50 backgrounds: every tone is well above 4.5:1. Plain strings, not tv(): badges
// render twenty to a page in the payment and employee lists, and a lookup costs nothing.
const tones: Record<BadgeTone, string> = {
  neutral: `${base} bg-slate-100 text-slate-700 ring-slate-500/20`,
  success: `${base} bg-success-50 text-success-800 ring-success-600/25`,
  warning: `${base} bg-warning-50 text-warning-800 ring-warning-600/30`,
  danger: `${base} bg-danger-50 text-danger-800 ring-danger-600/20`,
  info: `${base} bg-info-50 text-info-800 ring-info-600/25`,
  brand: `${base} bg-brand-50 text-brand-800 ring-brand-600/25`,
};

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={className ? joinClasses(tones[tone], className) : tones[tone]}>{children}</span>;
}
