// The frame every icon is drawn in: a 24-unit grid, a round stroke, hidden from assistive
// technology (the control around an icon carries its name). Its own tiny module so that the
// sign-in screens, which must not load the kit's Icons, draw theirs in the same frame.
import type { SVGProps } from 'react';

export function IconSvg({ strokeWidth = 1.75, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}
