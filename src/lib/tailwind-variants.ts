// The one way to declare variants: `import { tv } from '@/lib/tailwind-variants'` (ESLint bans the
// package elsewhere). tailwind-variants' "lite" entry with no merge engine: a style's classes are
// joined, so its variants must never override each other or its base (give the overriding state its
// own branch: `false` values, compoundVariants). In development every result goes through the same
// conflict check as joinClasses (class-names.ts), and the variants test enumerates every combination.
import { createTV } from 'tailwind-variants/lite';
import { checkedClasses } from './class-names';

const create = createTV(import.meta.env.DEV ? { twMerge: checkedClasses } : {});

/** Every style created, in development only: the variants test enumerates their combinations. */
export const createdStyles: { style: unknown; where: string }[] = [];

export const tv: typeof create = ((...args: Parameters<typeof create>) => {
  const style = create(...args);
  if (import.meta.env.DEV) createdStyles.push({ style, where: new Error().stack?.split('\n')[2]?.trim() ?? '' });
  return style;
}) as typeof create;
