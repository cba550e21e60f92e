import type { ReactNode } from 'react';
import { twMerge } from 'tailwind-merge';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

const base = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs leading-5 font-medium whitespace-nowrap ring-1 ring-inset';

// 800 text on 50 backgrounds: every tone is well above 4.5:1. Plain strings, not tv(): badges
// render twenty to a page in the payment and employee lists, and a lookup costs nothing.
const tones: Record<BadgeTone, string> = {
  neutral: `${base} bg-slate-100 text-slate-700 ring-slate-500/20`,
  success: `${base} bg-emerald-50 text-emerald-800 ring-emerald-600/25`,
  warning: `${base} bg-amber-50 text-amber-800 ring-amber-600/30`,
  danger: `${base} bg-red-50 text-red-800 ring-red-600/20`,
  info: `${base} bg-sky-50 text-sky-800 ring-sky-600/25`,
  brand: `${base} bg-brand-50 text-brand-800 ring-brand-600/25`,
};

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={className ? twMerge(tones[tone], className) : tones[tone]}>{children}</span>;
}
