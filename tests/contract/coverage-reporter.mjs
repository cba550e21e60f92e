// Playwright reporter: after the end-to-end run, writes reports/contract-coverage.{md,json}
// (operations of openapi.yaml no test exercised, calls outside the contract, answers of the
// development API outside the contract) from the Prism mock's and the API's call logs and, on a full run
// (every spec file, no --grep), fails the run when the app uses an operation no test exercised
// or made a call outside the contract. CONTRACT_COVERAGE=strict always fails on those,
// CONTRACT_COVERAGE=report never does.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../../scripts/openapi-contract.mjs';
import { buildCoverage, formatReport, writeReport } from './coverage.mjs';

/** @param {string} dir @returns {string[]} */
function specFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...specFiles(path));
    else if (/\.spec\.(ts|js|mjs)$/.test(entry)) files.push(path);
  }
  return files;
}

/** @typedef {import('@playwright/test/reporter').Reporter} Reporter */

/** @implements {Reporter} */
export default class ContractCoverageReporter {
  /** @param {{ logFile?: string, devApiLogFiles?: string[] }} [options] */
  constructor(options = {}) {
    this.logFile = options.logFile;
    this.devApiLogFiles = options.devApiLogFiles ?? [];
    this.fullRun = false;
  }

  printsToStdio() {
    return true;
  }

  /** @param {import('@playwright/test/reporter').FullConfig} config @param {import('@playwright/test/reporter').Suite} suite */
  onBegin(config, suite) {
    const testDir = config.projects[0]?.testDir;
    const running = new Set(suite.allTests().map((test) => test.location.file));
    const everyFile = testDir ? specFiles(testDir).every((file) => running.has(file)) : false;
    const grepped = config.projects.some((project) => String(project.grep) !== String(/.*/) || project.grepInvert);
    this.fullRun = everyFile && !grepped;
  }

  /**
   * @param {import('@playwright/test/reporter').FullResult} result
   * @returns {Promise<{ status: 'failed' } | undefined>}
   */
  async onEnd(result) {
    if (!this.logFile) return undefined;
    const coverage = buildCoverage([this.logFile, ...this.devApiLogFiles]);
    const file = writeReport(coverage);
    const { problems } = formatReport(coverage);
    const mode = process.env.CONTRACT_COVERAGE ?? 'auto';
    const strict = mode === 'strict' || (mode === 'auto' && this.fullRun);

    console.log(
      `\nCobertura del contrato: ${coverage.exercised.size} de ${coverage.operations.length} operaciones ejercitadas; informe en ${relative(ROOT, file)}.`,
    );
    if (problems.length === 0) return undefined;
    if (!strict) {
      // A partial run (some spec files, or --grep) cannot judge coverage; calls outside the contract are still bugs.
      const outside = problems.filter((problem) => !problem.startsWith('la app usa'));
      const unexercised = problems.length - outside.length;
      if (unexercised)
        console.log(`Ejecución parcial: ${unexercised} operaciones que la app usa quedaron sin ejercitar (no falla; ver el informe).`);
      if (outside.length) console.log(`Aviso:\n${outside.map((p) => `  - ${p}`).join('\n')}`);
      return undefined;
    }
    console.log(`Falla de cobertura del contrato:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    if (result.status === 'passed') return { status: 'failed' };
    return undefined;
  }
}
