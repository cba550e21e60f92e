import { Link as AriaLink } from 'react-aria-components';
import { focusRing } from '@/components/ui/focus-ring';

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ href }: { href: string }) {
  return (
    <AriaLink
      href={href}
      aria-label="Cotiza, ir a Inicio"
      className={(renderProps) => `${focusRing(renderProps)} inline-flex items-center gap-2 rounded-lg text-xl font-semibold tracking-tight text-slate-900`}
    >
      <BrandMark />
      <span>Cotiza</span>
    </AriaLink>
  );
}
