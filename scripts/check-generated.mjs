#!/usr/bin/env node
// Fails when a committed generated file differs from what openapi.yaml generates: the types
// (src/lib/api/schema.d.ts), the response shapes the client checks (response-schemas.json) and the
// field limits the forms read (field-limits.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from './openapi-contract.mjs';
import { RESPONSE_SCHEMAS_FILE, renderResponseSchemas } from './generate-response-schemas.mjs';
import { FIELD_LIMITS_FILE, renderFieldLimits } from './generate-field-limits.mjs';

const types = 'src/lib/api/schema.d.ts';
const stale = [];
const dir = mkdtempSync(join(tmpdir(), 'cotiza-gen-'));
try {
  const fresh = join(dir, 'schema.d.ts');
  execFileSync('node_modules/.bin/openapi-typescript', ['openapi.yaml', '-o', fresh], { stdio: 'pipe' });
  if (readFileSync(types, 'utf8') !== readFileSync(fresh, 'utf8')) stale.push(types);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (readFileSync(RESPONSE_SCHEMAS_FILE, 'utf8') !== renderResponseSchemas()) stale.push(relative(ROOT, RESPONSE_SCHEMAS_FILE));
if (readFileSync(FIELD_LIMITS_FILE, 'utf8') !== renderFieldLimits()) stale.push(relative(ROOT, FIELD_LIMITS_FILE));

if (stale.length > 0) {
  console.error(`${stale.join(', ')} no coincide con openapi.yaml. Ejecuta \`npm run generate\` y haz commit del resultado.`);
  process.exit(1);
}
console.log(`${types}, ${relative(ROOT, RESPONSE_SCHEMAS_FILE)} y ${relative(ROOT, FIELD_LIMITS_FILE)} están al día con openapi.yaml.`);
