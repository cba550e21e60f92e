// How the development servers run from the command line (server.mjs, stack.mjs): started, then
// closed on Ctrl+C or SIGTERM; a start that fails prints its reason and exits 1.

/** @param {() => Promise<{ close: () => Promise<void> }>} start */
export async function runUntilStopped(start) {
  try {
    const running = await start();
    const stop = () => running.close().then(() => process.exit(0));
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
