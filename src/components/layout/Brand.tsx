import { Link } from 'react-router-dom';

function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

// A plain react-router link with the kit's focus ring written out: the landing page shows the
// brand on first load, and react-aria there would cost ~40 KB of first-load JavaScript.
export function Brand({ href }: { href: string }) {
  return (
    <Link
      to={href}
      aria-label="Cotiza, ir a Inicio"
      className="inline-flex items-center gap-2 rounded-lg text-xl font-semibold tracking-tight text-slate-900 outline-offset-2 outline-brand-600 focus-visible:outline-2 forced-colors:outline-[Highlight]"
    >
      <BrandMark />
      <span>Cotiza</span>
    </Link>
  );
}
