// Messages made of several sentences, in their own module: the sign-in screen's form errors use it
// and must not pull in src/lib/format.ts (dates and money) on its first load.

// Already ends a sentence: . ! ? or …, possibly followed by a closing quote or parenthesis, or by
// the end of an isolated piece of server text (U+2069, lib/server-text.ts).
const SENTENCE_END = /[.!?…][)"'”»\u2069]*$/;

/**
 * `text` as a whole sentence: trimmed and with a final period unless it already ends one. Server
 * messages often lack the period ("Error 500"), and text joined after them would read as one run-on
 * sentence ("Error 500 Puedes elegir otra tarjeta.").
 */
export function sentence(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return '';
  return SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Joins messages as sentences, each ending with its period, skipping the empty ones. */
export function sentences(...parts: (string | null | undefined | false)[]): string {
  return parts
    .map((part) => sentence(part || ''))
    .filter(Boolean)
    .join(' ');
}
