import { joinClasses } from '@/lib/class-names';

/**
 * Loading placeholder; hidden from assistive tech (pair it with a Spinner or status text).
 * `className` draws the whole shape (display, height, rounding, width): classes are joined, not
 * merged, so there is no default for it to fight. Without it, a line of text (`block h-4 rounded-md`).
 */
export function Skeleton({ className = 'block h-4 rounded-md' }: { className?: string }) {
  return <span aria-hidden="true" className={joinClasses('animate-pulse bg-slate-200', className)} />;
}
