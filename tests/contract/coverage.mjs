// Contract coverage of the end-to-end suite: which operations of openapi.yaml the suite
// exercised (from the recording mock's log), which ones the app calls (from its source), and
// which calls fell outside the contract (Prism refused them).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, listOperations, loadContract, operationMatcher } from '../../scripts/openapi-contract.mjs';

/** @typedef {import('../../scripts/openapi-contract.mjs').ContractOperation} ContractOperation */
/**
 * One call of a call log: a line the contract gateway wrote (its GatewayCall, as JSON).
 * @typedef {{ method: string, path: string, status: number, prefer?: string | string[] | null,
 *   prismError: { code: string, validation?: { message: string }[] } | null }} CallEntry
 */
/**
 * The operations the app's source calls (operationId → where) and the calls the contract lacks.
 * @typedef {{ used: Map<string, string[]>, unknown: { call: string, where: string }[] }} AppOperations
 */
/** @typedef {ReturnType<typeof computeCoverage>} Coverage */

/** Prism's own refusals that mean the request broke the contract (not a test asking for an unknown example). */
const OUTSIDE_CONTRACT = new Set([
  'NO_PATH_MATCHED_ERROR',
  'NO_METHOD_MATCHED_ERROR',
  'NO_SERVER_MATCHED_ERROR',
  'UNPROCESSABLE_ENTITY',
  'UNAUTHORIZED',
  'INVALID_CONTENT_TYPE',
  'NOT_ACCEPTABLE',
]);

// How the app names an operation in code: $api.useQuery('get', '/path'...), $api.queryOptions(...),
// $api.useMutation(...), api.GET('/path'...), client.POST('/path'...), xhr.open('POST', `${base}/path`).
const CALL_PATTERNS = [
  /\.(?:useQuery|useSuspenseQuery|useInfiniteQuery|useMutation|queryOptions|infiniteQueryOptions)\(\s*['"](get|put|post|delete|patch|head|options)['"]\s*,\s*['"](\/[^'"]*)['"]/g,
  /\.(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS)\(\s*['"](\/[^'"]*)['"]/g,
  /\.open\(\s*['"](GET|PUT|POST|DELETE|PATCH)['"]\s*,\s*`\$\{[^}]+\}(\/[^`$]*)`/g,
];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'test' && entry !== 'node_modules') files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.(test|spec)\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/**
 * The operations the app's source calls: operationId → ["file:line", ...]; plus calls the contract lacks.
 * @param {ContractOperation[]} operations
 * @returns {AppOperations}
 */
export function findAppOperations(operations, srcDir = join(ROOT, 'src')) {
  const byTemplate = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
  /** @type {AppOperations['used']} */
  const used = new Map();
  /** @type {AppOperations['unknown']} */
  const unknown = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of CALL_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const key = `${match[1].toUpperCase()} ${match[2]}`;
        const where = `${relative(ROOT, file)}:${text.slice(0, match.index).split('\n').length}`;
        const op = byTemplate.get(key);
        if (!op) unknown.push({ call: key, where });
        else used.set(op.id, [...(used.get(op.id) ?? []), where]);
      }
    }
  }
  return { used, unknown };
}

/** @param {string} file @returns {CallEntry[]} */
function readLog(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** @param {{ operations: ContractOperation[], entries: CallEntry[], appOperations: AppOperations }} log */
export function computeCoverage({ operations, entries, appOperations }) {
  const match = operationMatcher(operations);
  /** @type {Map<string, Map<number, number>>} operationId → status → times */
  const exercised = new Map();
  /** @type {(CallEntry & { operationId: string | null })[]} */
  const outside = [];
  /** @type {(CallEntry & { operationId: string })[]} */
  const broken = [];
  /** @type {(CallEntry & { operationId: string })[]} */
  const setupErrors = [];
  for (const entry of entries) {
    if (entry.method === 'OPTIONS') continue; // CORS preflights
    const op = match(entry.method, entry.path);
    const code = entry.prismError?.code ?? null;
    if (!op || (code && OUTSIDE_CONTRACT.has(code))) {
      outside.push({ ...entry, operationId: op?.id ?? null });
      continue;
    }
    // Prism in proxy mode: the development API answered outside the contract.
    if (code === 'VIOLATIONS') {
      broken.push({ ...entry, operationId: op.id });
      continue;
    }
    if (code) {
      setupErrors.push({ ...entry, operationId: op.id });
      continue;
    }
    const counts = exercised.get(op.id) ?? new Map();
    counts.set(entry.status, (counts.get(entry.status) ?? 0) + 1);
    exercised.set(op.id, counts);
  }
  const notExercised = operations.filter((op) => !exercised.has(op.id));
  return {
    operations,
    exercised,
    notExercised,
    usedNotExercised: notExercised.filter((op) => appOperations.used.has(op.id)),
    outside,
    broken,
    setupErrors,
    appOperations,
  };
}

/** @param {CallEntry} entry */
function describeCall(entry) {
  const details = entry.prismError
    ? ` — Prism: ${entry.prismError.code}${entry.prismError.validation?.length ? ` (${entry.prismError.validation.map((v) => v.message).join('; ')})` : ''}`
    : ' — ninguna operación del contrato';
  return `${entry.method} ${entry.path} → ${entry.status}${details}`;
}

/** @param {Coverage} coverage */
export function formatReport(coverage) {
  const { operations, exercised, notExercised, outside, broken = [], setupErrors, appOperations } = coverage;
  const lines = [
    '# Cobertura del contrato en las pruebas de extremo a extremo',
    '',
    `${exercised.size} de ${operations.length} operaciones de openapi.yaml se ejercitaron; la app llama a ${appOperations.used.size}.`,
    '',
    '| Operación | Usada por la app | Ejercitada (estado × veces) |',
    '|---|---|---|',
  ];
  for (const op of operations) {
    const counts = exercised.get(op.id);
    const statuses = counts ? [...counts].map(([status, n]) => `${status}×${n}`).join(', ') : '**no**';
    lines.push(`| \`${op.method} ${op.path}\` (${op.id}) | ${appOperations.used.has(op.id) ? 'sí' : 'no'} | ${statuses} |`);
  }
  lines.push('', '## Operaciones que ninguna prueba ejercitó', '');
  lines.push(
    ...(notExercised.length
      ? notExercised.map((op) => `- \`${op.method} ${op.path}\` (${op.id})${appOperations.used.has(op.id) ? ' — **la app la usa**' : ''}`)
      : ['Ninguna.']),
  );
  lines.push('', '## Llamadas fuera del contrato (Prism las rechazó)', '');
  lines.push(...(outside.length ? outside.map((entry) => `- ${describeCall(entry)}`) : ['Ninguna.']));
  lines.push('', '## Respuestas de la API de desarrollo fuera del contrato (Prism en modo proxy)', '');
  lines.push(...(broken.length ? broken.map((entry) => `- ${describeCall(entry)}`) : ['Ninguna.']));
  if (appOperations.unknown.length) {
    lines.push('', '## Llamadas en el código que el contrato no declara', '');
    lines.push(...appOperations.unknown.map((u) => `- \`${u.call}\` en ${u.where}`));
  }
  if (setupErrors.length) {
    lines.push('', '## Respuestas de Prism a pedidos de ejemplo o estado inexistentes (revisar las pruebas)', '');
    lines.push(...setupErrors.map((entry) => `- ${describeCall(entry)}${entry.prefer ? ` [Prefer: ${entry.prefer}]` : ''}`));
  }
  return { markdown: lines.join('\n'), problems: problemsOf(coverage) };
}

/**
 * What makes a full run fail.
 * @param {Pick<Coverage, 'usedNotExercised' | 'outside' | 'appOperations'> & { broken?: Coverage['broken'] }} coverage
 */
export function problemsOf({ usedNotExercised, outside, broken = [], appOperations }) {
  return [
    ...usedNotExercised.map((op) => `la app usa ${op.method} ${op.path} (${op.id}) y ninguna prueba de extremo a extremo la ejercitó`),
    ...outside.map((entry) => `llamada fuera del contrato: ${describeCall(entry)}`),
    ...broken.map((entry) => `respuesta fuera del contrato: ${describeCall(entry)}`),
    ...appOperations.unknown.map((u) => `el código llama a ${u.call} (${u.where}), que openapi.yaml no declara`),
  ];
}

/** From one or more call logs (the Prism mock's, the development API's). @param {string | (string | undefined)[]} logFiles */
export function buildCoverage(logFiles) {
  const operations = listOperations(loadContract());
  const entries = [logFiles]
    .flat()
    .filter(/** @param {string | undefined} file @returns {file is string} */ (file) => Boolean(file))
    .flatMap(readLog);
  return computeCoverage({ operations, entries, appOperations: findAppOperations(operations) });
}

/** @param {Coverage} coverage */
export function writeReport(coverage, dir = join(ROOT, 'reports')) {
  const { markdown } = formatReport(coverage);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'contract-coverage.md'), `${markdown}\n`);
  writeFileSync(
    join(dir, 'contract-coverage.json'),
    `${JSON.stringify(
      {
        operations: coverage.operations.map((op) => ({
          operationId: op.id,
          method: op.method,
          path: op.path,
          usedByApp: coverage.appOperations.used.get(op.id) ?? [],
          exercised: Object.fromEntries(coverage.exercised.get(op.id) ?? []),
        })),
        outsideContract: coverage.outside,
        problems: problemsOf(coverage),
      },
      null,
      2,
    )}\n`,
  );
  return join(dir, 'contract-coverage.md');
}
