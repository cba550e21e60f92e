// The browser benchmarks' command line (bench-inp, bench-payments): `--key=value`, a bare `--flag`
// reads 'true'; `--throttle=4,1` is the CPU slowdowns to run, in order.

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
