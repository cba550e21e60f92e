#!/usr/bin/env node
// The end-to-end suite's API: Prism's mock of openapi.yaml with --errors (a call outside the
// contract fails), behind the contract gateway that notes every call in a JSON-lines log, so
// that the suite can report which operations of the contract no test exercised.
//   node tests/contract/recording-mock.mjs --port 4020 [--log .tmp/contract-coverage/mock-4020.jsonl]
// Playwright starts it as a webServer and kills its process group at the end (Prism included).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { startContractGateway } from '../../scripts/contract-gateway.mjs';
import { freePort } from '../../scripts/ports.mjs';
import { startPrism } from '../../scripts/prism.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

/** @param {number} port */
export function coverageLogPath(port) {
  return join(ROOT, '.tmp/contract-coverage', `mock-${port}.jsonl`);
}

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ port: number, log: string | null }} */
  const args = { port: 4020, log: null };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--port') args.port = Number(argv[++i]);
    else if (argv[i] === '--log') args.log = resolve(argv[++i]);
  }
  return { port: args.port, log: args.log ?? coverageLogPath(args.port) };
}

async function main() {
  const { port, log } = parseArgs(process.argv.slice(2));
  mkdirSync(dirname(log), { recursive: true });
  writeFileSync(log, '');

  const prism = await startPrism({ port: await freePort(), onOutput: (line) => console.log(line) });
  const stop = async () => {
    await prism.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  prism.child.on('exit', (code) => {
    console.error(`Prism terminó (código ${code}).`);
    process.exit(1);
  });
  // Synchronous writes, so that a killed server never loses a line.
  await startContractGateway({ port, upstream: prism.url, onCall: (call) => appendFileSync(log, `${JSON.stringify(call)}\n`) });
  console.log(`Prism (--errors) con registro de cobertura en http://127.0.0.1:${port} → ${log}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
