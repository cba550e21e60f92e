// The one way to combine class names: a plain join. No tailwind-merge in production (it cost about
// 8.5 KB gzip on every /app first load), so classes passed together must never set the same property:
// a wrapper's base classes and a caller's className, or a tv() style's variants. In development and
// tests every join is checked and a conflict throws (class-conflicts.ts, never in the build).
import { assertNoConflicts } from './class-conflicts';

export type ClassValue = string | false | null | undefined;

/** The truthy values joined with spaces; in development, throws when two of them set the same property. */
export function joinClasses(...values: ClassValue[]): string {
  let joined = '';
  for (const value of values) if (value) joined = joined ? `${joined} ${value}` : value;
  if (import.meta.env.DEV) assertNoConflicts(joined);
  return joined;
}

/** What tv() gets as its merge step: production has none; development checks and returns the classes as they are. */
export function checkedClasses(joined: string): string {
  if (import.meta.env.DEV) assertNoConflicts(joined);
  return joined;
}
