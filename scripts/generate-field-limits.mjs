#!/usr/bin/env node
// Writes src/lib/api/field-limits.ts: the length limits of every string property of the
// contract's schemas, one export per schema, so forms read `FIELD_LIMITS.EmployeeCreate.firstName.maxLength`
// (`import * as FIELD_LIMITS`; a bundle keeps only the schemas used) instead of copying 80 by hand.
// `npm run generate` runs it; `npm run check:generated` fails on drift.
//   node scripts/generate-field-limits.mjs [output file]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, loadContract } from './openapi-contract.mjs';

export const FIELD_LIMITS_FILE = resolve(ROOT, 'src/lib/api/field-limits.ts');

/** @typedef {{ type?: string | string[]; maxLength?: number; minLength?: number; properties?: Record<string, Schema> }} Schema */
/** @typedef {{ maxLength: number; minLength?: number }} Limit */

/** @param {Schema} schema */
const isString = (schema) => (Array.isArray(schema.type) ? schema.type.includes('string') : schema.type === 'string');

/**
 * Schema name → property → its limits, for string properties that have a maxLength.
 * @param {Record<string, unknown>} doc
 * @returns {Record<string, Record<string, Limit>>}
 */
export function fieldLimits(doc = loadContract()) {
  const components = /** @type {{ schemas?: Record<string, Schema> } | undefined} */ (doc.components);
  /** @type {Record<string, Record<string, Limit>>} */
  const limits = {};
  for (const [name, schema] of Object.entries(components?.schemas ?? {})) {
    /** @type {Record<string, Limit>} */
    const fields = {};
    for (const [property, sub] of Object.entries(schema.properties ?? {})) {
      if (!isString(sub) || sub.maxLength === undefined) continue;
      fields[property] =
        sub.minLength === undefined ? { maxLength: sub.maxLength } : { maxLength: sub.maxLength, minLength: sub.minLength };
    }
    if (Object.keys(fields).length > 0) limits[name] = fields;
  }
  return limits;
}

/** @param {Record<string, unknown>} [doc] */
export function renderFieldLimits(doc) {
  const schemas = Object.entries(fieldLimits(doc)).map(([name, fields]) => `export const ${name} = ${JSON.stringify(fields)} as const;`);
  return [
    '// Generated from openapi.yaml by scripts/generate-field-limits.mjs (`npm run generate`). Do not edit.',
    '// The length limits of the contract’s string properties, by schema and property:',
    "// import * as FIELD_LIMITS from '@/lib/api/field-limits'.",
    ...schemas,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? FIELD_LIMITS_FILE);
  writeFileSync(out, renderFieldLimits());
  console.log(`Límites de los campos de openapi.yaml escritos en ${out}.`);
}
