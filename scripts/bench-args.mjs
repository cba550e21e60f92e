// The browser benchmarks' command line (bench-inp, bench-payments): `--key=value`, a bare `--flag`
// reads 'true'; `--throttle=4,1` is the CPU slowdowns to run, in order. And what they share.

/** The session stored for a build against Prism's mock (VITE_MOCK_USER picks whose): Prism takes any bearer token. */
export const PRISM_SESSION_TOKEN = 'bench-token-3f9a1c';

/** @param {string[]} [argv] @returns {Record<string, string>} */
export function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value];
    }),
  );
}

/** The CPU throttles asked for, else `fallback` ("4,1"). @param {Record<string, string>} args @param {string} fallback */
export const throttlesOf = (args, fallback) =>
  String(args.throttle ?? fallback)
    .split(',')
    .map(Number);
