import type { SVGProps } from 'react';

/**
 * What every line icon shares: a 24-unit grid, a 1.75 stroke, hidden from assistive tech (the control
 * around it carries the name). A plain object in its own module, so the sign-in pages' own icons use it
 * without loading the UI kit's Icons.
 */
export const strokeIconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const satisfies SVGProps<SVGSVGElement>;
