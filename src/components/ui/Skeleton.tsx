import { twMerge } from 'tailwind-merge';

/** Loading placeholder; hidden from assistive tech (pair it with a Spinner or status text). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={twMerge('block h-4 animate-pulse rounded-md bg-slate-200', className)} />;
}
