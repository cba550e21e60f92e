// Server text inside the app's own sentences where only a string fits (a toast): marked with FSI and
// PDI (U+2068, U+2069), the isolation <bdi> gives in markup, so a right-to-left override inside a
// name cannot reorder the words after it. The toast layer shows each marked piece as a <bdi>.
// In JSX, server text goes in <bdi> itself (docs/ui.md#server-text).

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** `text` marked as one isolated piece of server text. */
export const isolate = (text: string): string => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/** Splits a string at its isolated pieces: the isolated ones, without their marks, at the odd indices. */
export const splitIsolated = (text: string): string[] => text.split(/\u2068([^\u2069]*)\u2069/);
