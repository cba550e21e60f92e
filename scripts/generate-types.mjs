#!/usr/bin/env node
// Writes src/lib/api/schema.d.ts, the app's types, from openapi.yaml (openapi-typescript). A schema
// marked `x-app-reads-as: string` (the contract's `Id`: text or an integer) is typed `string`,
// because the client turns every numeric id into its digits where answers enter the app
// (src/lib/api/answers.ts): the screens only ever hold text ids. `npm run generate` runs it;
// `npm run check:generated` fails when the committed file drifts.
//   node scripts/generate-types.mjs [output file]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { COMMENT_HEADER, STRING, astToString } from 'openapi-typescript';
import { CONTRACT, ROOT } from './openapi-contract.mjs';

export const TYPES_FILE = resolve(ROOT, 'src/lib/api/schema.d.ts');

/** The types of `contract`, as the committed file holds them. @param {string} [contract] */
export async function renderTypes(contract = CONTRACT) {
  const ast = await openapiTS(pathToFileURL(contract), {
    silent: true,
    transform: (schema) => (schema['x-app-reads-as'] === 'string' ? STRING : undefined),
  });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? TYPES_FILE);
  writeFileSync(out, await renderTypes());
  console.log(`Tipos de openapi.yaml escritos en ${out}.`);
}
