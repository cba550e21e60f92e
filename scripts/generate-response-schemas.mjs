#!/usr/bin/env node
// Writes src/lib/api/response-schemas.json: for every operation of openapi.yaml, the schema of
// its success answer, reduced to what the client checks before a screen uses an answer (types,
// required properties, items, enums, alternatives). `npm run generate` runs it with
// openapi-typescript; `npm run check:generated` fails when the committed file drifts.
//   node scripts/generate-response-schemas.mjs [output file]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, listOperations, loadContract } from './openapi-contract.mjs';

export const RESPONSE_SCHEMAS_FILE = resolve(ROOT, 'src/lib/api/response-schemas.json');

const KEPT = new Set(['type', 'required', 'properties', 'items', 'enum', 'const', 'anyOf', 'oneOf', 'allOf']);

/**
 * Only the keywords the client's checker reads; descriptions, examples and formats go.
 * @param {unknown} schema a schema, a list of them (anyOf…), or a keyword's value
 * @returns {unknown}
 */
export function reduceSchema(schema) {
  if (Array.isArray(schema)) return schema.map(reduceSchema);
  if (!schema || typeof schema !== 'object') return schema;
  /** @type {Record<string, unknown>} */
  const reduced = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT.has(key)) continue;
    if (key === 'properties')
      reduced.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, reduceSchema(sub)]));
    else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf') reduced[key] = reduceSchema(value);
    else reduced[key] = value;
  }
  return reduced;
}

/** "GET /quotations/{quotationId}" → the reduced schema of its 200 JSON answer. */
export function responseSchemas(doc = loadContract()) {
  /** @type {Record<string, unknown>} */
  const schemas = {};
  for (const op of listOperations(doc)) {
    const json = (/** @type {number} */ code) => op.operation.responses?.[String(code)]?.content?.['application/json'];
    const status = op.successStatuses.find(json);
    if (status === undefined) continue;
    schemas[`${op.method} ${op.path}`] = reduceSchema(json(status)?.schema);
  }
  return schemas;
}

/** @param {Record<string, unknown>} [doc] */
export function renderResponseSchemas(doc) {
  return `${JSON.stringify(responseSchemas(doc), null, 1)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? RESPONSE_SCHEMAS_FILE);
  writeFileSync(out, renderResponseSchemas());
  console.log(`Esquemas de respuesta de openapi.yaml escritos en ${out}.`);
}
