// The machine's Chromium (Debian's `chromium` package; Playwright's own download cannot run here)
// and the flags of every headless run: the e2e suite and both benchmarks.

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** @type {string[]} */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
