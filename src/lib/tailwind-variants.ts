// The one way to declare variants: `import { tv } from '@/lib/tailwind-variants'` (ESLint bans the
// package elsewhere). tailwind-variants 4 ships its own class-merge engine (~17 KB gzip) while the
// kit already loads tailwind-merge; its documented "lite" entry takes an external merger instead,
// so variants resolve conflicts with the same twMerge the kit uses everywhere else.
import { twMerge } from 'tailwind-merge';
import { createTV } from 'tailwind-variants/lite';

export const tv = createTV({ twMerge });
