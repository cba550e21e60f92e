// A folio (COT-2026-0147, or an order COT-2026-0147-02) never breaks across lines: split at a
// hyphen it reads as two codes ("COT-2026-" / "0147"), and customers read folios out on the phone.
// `unbroken` (styles.css) moves it whole to the next line and isolates it; only a "folio" longer
// than the line (server text gone wrong) wraps, instead of pushing the page sideways.
import type { ReactNode } from 'react';

/** Folios as they appear inside free text (a payment's description names its quotation's folio). */
const FOLIO_IN_TEXT = /([A-Z]{2,5}-\d{4}-\d+(?:-\d+)*)/;

export function Folio({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <span className={`unbroken ${className}`.trim()}>{children}</span>;
}

/** Server text in which every folio stays whole ("Cotización COT-2026-0149 · Impermeabilización…"), isolated as a <bdi>. */
export function FolioText({ text }: { text: string }) {
  // split() with a capture group puts the folios at the odd indices.
  const parts = text.split(FOLIO_IN_TEXT);
  return <bdi>{parts.map((part, index) => (index % 2 === 1 ? <Folio key={index}>{part}</Folio> : part))}</bdi>;
}
