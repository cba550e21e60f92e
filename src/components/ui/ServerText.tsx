// A sentence of ours that quotes server text, built as a string with `isolate()` (a decision's
// comment, a card's holder): each quoted piece shown in a <bdi>, the same as server text in markup
// (styles.css: isolated and breakable anywhere), so the string's text content has no marks left.
import { splitIsolated } from '@/lib/server-text';

export function WithServerText({ text }: { text: string }) {
  // split() with a capture group puts the isolated pieces at the odd indices.
  return <>{splitIsolated(text).map((part, index) => (index % 2 === 1 ? <bdi key={index}>{part}</bdi> : part))}</>;
}
