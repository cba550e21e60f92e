// The pay dialog's word to the instructions page (router state) that it has just made the
// reference: the page then moves the focus to it, which is how a screen reader hears what was made
// now that no toast repeats the page (a toast there covered its last links on a phone).
export const JUST_MADE = { referenceJustMade: true } as const;

/** The instructions page was opened by the pay dialog that made its reference. */
export const isJustMade = (state: unknown): boolean => (state as Partial<typeof JUST_MADE> | null)?.referenceJustMade === true;
