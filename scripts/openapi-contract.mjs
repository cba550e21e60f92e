// Reads openapi.yaml for the quality tools (contract verification, its test backend, the
// contract coverage of the end-to-end suite). Nothing here knows the list of operations:
// it is always read from the contract.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import yaml from 'js-yaml';

export const ROOT = resolve(import.meta.dirname, '..');
export const CONTRACT = resolve(ROOT, 'openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * A schema of the contract with its `$ref`s resolved: the keywords the tools read by name, any
 * other keyword as the JSON it is.
 * @typedef {{
 *   type?: string | string[],
 *   format?: string,
 *   properties?: Record<string, JsonSchema>,
 *   items?: JsonSchema,
 *   required?: string[],
 *   enum?: unknown[],
 *   default?: unknown,
 *   example?: unknown,
 *   examples?: unknown[],
 *   [keyword: string]: unknown,
 * }} JsonSchema
 */
/**
 * @typedef {{
 *   schema?: JsonSchema,
 *   example?: unknown,
 *   examples?: Record<string, { value?: unknown, [key: string]: unknown }>,
 *   [key: string]: unknown,
 * }} MediaTypeObject
 */
/** @typedef {{ content?: Record<string, MediaTypeObject>, [key: string]: unknown }} ResponseObject */
/**
 * @typedef {{
 *   name: string,
 *   in: 'path' | 'query' | 'header' | 'cookie',
 *   required?: boolean,
 *   schema?: JsonSchema,
 *   content?: Record<string, MediaTypeObject>,
 *   [key: string]: unknown,
 * }} ContractParameter
 */
/**
 * A security requirement: scheme name → scopes; `{}` means no authentication.
 * @typedef {Record<string, string[]>} SecurityRequirement
 */
/**
 * An operation of the contract as listOperations gives it (refs resolved).
 * @typedef {{
 *   operationId?: string,
 *   summary?: string,
 *   description?: string,
 *   parameters?: ContractParameter[],
 *   security?: SecurityRequirement[],
 *   requestBody?: { content?: Record<string, MediaTypeObject>, [key: string]: unknown },
 *   responses?: Record<string, ResponseObject>,
 *   [key: string]: unknown,
 * }} OperationObject
 */
/**
 * @typedef {object} ContractOperation
 * @property {string} id the operationId, or `METHOD /path` without one
 * @property {string} method upper case
 * @property {string} path the contract's path template
 * @property {OperationObject} operation
 * @property {ContractParameter[]} parameters the operation's own and its path's
 * @property {boolean} isPublic
 * @property {number[]} successStatuses
 */

/**
 * The contract as parsed YAML (the tools that need a part of it say which shape they read).
 * @param {string} [file]
 * @returns {Record<string, unknown>}
 */
export function loadContract(file = CONTRACT) {
  return /** @type {Record<string, unknown>} */ (yaml.load(readFileSync(file, 'utf8')));
}

/**
 * Follows local `$ref`s ('#/components/...'); the contract has no remote ones.
 * @param {unknown} doc @param {unknown} node @param {Set<string>} [seen]
 * @returns {unknown}
 */
function deref(doc, node, seen = new Set()) {
  if (Array.isArray(node)) return node.map((item) => deref(doc, item, seen));
  if (!node || typeof node !== 'object') return node;
  if ('$ref' in node && typeof node.$ref === 'string') {
    if (!node.$ref.startsWith('#/')) throw new Error(`Referencia no local en el contrato: ${node.$ref}`);
    if (seen.has(node.$ref)) return {}; // a recursive schema: stop here, examples never need the cycle
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce(
        (/** @type {unknown} */ value, key) =>
          value && typeof value === 'object'
            ? /** @type {Record<string, unknown>} */ (value)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
            : undefined,
        doc,
      );
    if (target === undefined) throw new Error(`Referencia rota en el contrato: ${node.$ref}`);
    return deref(doc, target, new Set([...seen, node.$ref]));
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(doc, value, seen)]));
}

/**
 * Every operation, in the contract's order, with path-level parameters merged in and refs resolved.
 * @param {Record<string, unknown>} doc the contract (loadContract)
 * @returns {ContractOperation[]}
 */
export function listOperations(doc) {
  /** @type {ContractOperation[]} */
  const operations = [];
  const paths = /** @type {Record<string, Record<string, unknown>>} */ (doc.paths ?? {});
  for (const [path, item] of Object.entries(paths)) {
    const shared = /** @type {ContractParameter[]} */ (deref(doc, item.parameters ?? []));
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const operation = /** @type {OperationObject} */ (deref(doc, raw));
      const own = operation.parameters ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const security = operation.security ?? /** @type {SecurityRequirement[] | undefined} */ (doc.security) ?? [];
      operations.push({
        id: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
        parameters,
        isPublic: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
        successStatuses: Object.keys(operation.responses ?? {})
          .filter((status) => /^2\d\d$/.test(status))
          .map(Number),
      });
    }
  }
  return operations;
}

/**
 * A matcher from (method, pathname) to the contract's operation; literal paths win over templated ones.
 * @param {ContractOperation[]} operations
 * @returns {(method: string, pathname: string) => ContractOperation | null}
 */
export function operationMatcher(operations) {
  const compiled = operations
    .map((op) => {
      const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return { op, regex: new RegExp(`^${pattern}/?$`), templated: op.path.includes('{') };
    })
    .sort((a, b) => Number(a.templated) - Number(b.templated));
  return (method, pathname) => compiled.find(({ op, regex }) => op.method === method.toUpperCase() && regex.test(pathname))?.op ?? null;
}

/**
 * The first example of a media type or parameter: `example`, the first of `examples`, or the schema's own.
 * @param {MediaTypeObject | ContractParameter | null | undefined} holder
 */
export function firstExample(holder) {
  if (!holder) return undefined;
  if (holder.example !== undefined) return holder.example;
  const examples = Object.values(holder.examples ?? {});
  if (examples.length > 0) return examples[0].value;
  const schema = holder.schema;
  if (schema?.example !== undefined) return schema.example;
  if (Array.isArray(schema?.examples) && schema.examples.length > 0) return schema.examples[0];
  return undefined;
}

/**
 * A parameter's example value: its own, its media type's (for `content:` parameters), or its schema's.
 * @param {ContractParameter} parameter
 */
export function parameterExample(parameter) {
  const own = firstExample(parameter);
  if (own !== undefined) return own;
  const media = parameter.content && Object.values(parameter.content)[0];
  const fromMedia = firstExample(media);
  if (fromMedia !== undefined) return fromMedia;
  const schema = parameter.schema ?? {};
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  return undefined;
}

/**
 * The status and first example body of an operation's success answer.
 * @param {ContractOperation} op
 */
export function successExample(op) {
  const status = op.successStatuses[0] ?? 200;
  const response = op.operation.responses?.[String(status)] ?? {};
  const media = response.content?.['application/json'];
  return { status, body: media ? firstExample(media) : undefined };
}
