// What `import { tv } from 'tailwind-variants'` resolves to (alias in vite.config.ts).
// tailwind-variants 4 ships its own class-merge engine (~17 KB gzip) while the kit already
// loads tailwind-merge; its documented "lite" entry takes an external merger instead, so
// variants resolve conflicts with the same twMerge the kit uses everywhere else.
import { twMerge } from 'tailwind-merge';
import { createTV } from 'tailwind-variants/lite';

export const tv = createTV({ twMerge });
export { cn, createTV, cx } from 'tailwind-variants/lite';
