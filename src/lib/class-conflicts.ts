// Development and tests only: finds Tailwind classes that fight over one property. Production never
// loads this module (class-names.ts calls it under import.meta.env.DEV, which the build replaces with
// false, so the import and tailwind-merge are dropped): it joins classes and ships no merge engine.
import { twMerge } from 'tailwind-merge';

const reported: string[] = [];

/**
 * The classes of `joined` that another class of it overrides ("p-5" beside "p-0"), each with the
 * class that beats it, or null when every class sets something of its own. tailwind-merge is the
 * judge: a class it would drop is a conflict, since production keeps both and the stylesheet's
 * order, not the caller, would decide.
 */
export function classConflicts(joined: string): string | null {
  let conflicts = checked.get(joined);
  if (conflicts === undefined) {
    conflicts = findConflicts(joined);
    checked.set(joined, conflicts);
  }
  return conflicts;
}

// The same few hundred class strings are joined on every render: each is judged once.
const checked = new Map<string, string | null>();

function findConflicts(joined: string): string | null {
  const classes = joined.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes).split(' '));
  const lost = classes.filter((name) => !kept.has(name));
  if (lost.length === 0) return null;
  return lost
    .map((name) => {
      const rival = classes.find((other) => other !== name && kept.has(other) && twMerge(name, other) === other);
      return rival ? `"${name}" vs "${rival}"` : `"${name}"`;
    })
    .join(', ');
}

/** Throws on a conflict (and remembers it, for a test whose error boundary swallows the throw). */
export function assertNoConflicts(joined: string): void {
  const conflicts = classConflicts(joined);
  if (!conflicts) return;
  const message = `Conflicting Tailwind classes ${conflicts} in "${joined}": give the component a variant or drop the base class (docs/ui.md).`;
  reported.push(message);
  throw new Error(message);
}

/** The conflicts reported since the last call (the test setup fails a test that had any). */
export function takeReportedConflicts(): string[] {
  return reported.splice(0);
}
