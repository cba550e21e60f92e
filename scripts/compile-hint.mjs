// V8's explicit compile hint for a whole file (see compile-hints-plugin.ts), where check-size can read it.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
