#!/usr/bin/env node
// Fails when a committed generated file differs from what openapi.yaml generates: the types
// (src/lib/api/schema.d.ts), the response shapes the client checks (response-schemas.json) and the
// field limits the forms read (field-limits.ts) and the quotation lifecycle (quotation-lifecycle.generated.ts).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './openapi-contract.mjs';
import { TYPES_FILE, renderTypes } from './generate-types.mjs';
import { RESPONSE_SCHEMAS_FILE, renderResponseSchemas } from './generate-response-schemas.mjs';
import { FIELD_LIMITS_FILE, renderFieldLimits } from './generate-field-limits.mjs';
import { LIFECYCLE_FILE, renderLifecycle } from './generate-lifecycle.mjs';

const types = relative(ROOT, TYPES_FILE);
const stale = [];
if (readFileSync(TYPES_FILE, 'utf8') !== (await renderTypes())) stale.push(types);
if (readFileSync(RESPONSE_SCHEMAS_FILE, 'utf8') !== renderResponseSchemas()) stale.push(relative(ROOT, RESPONSE_SCHEMAS_FILE));
if (readFileSync(FIELD_LIMITS_FILE, 'utf8') !== renderFieldLimits()) stale.push(relative(ROOT, FIELD_LIMITS_FILE));
if (readFileSync(LIFECYCLE_FILE, 'utf8') !== renderLifecycle()) stale.push(relative(ROOT, LIFECYCLE_FILE));

if (stale.length > 0) {
  console.error(`${stale.join(', ')} no coincide con openapi.yaml. Ejecuta \`npm run generate\` y haz commit del resultado.`);
  process.exit(1);
}
console.log(
  `${types}, ${relative(ROOT, RESPONSE_SCHEMAS_FILE)}, ${relative(ROOT, FIELD_LIMITS_FILE)} y ${relative(ROOT, LIFECYCLE_FILE)} están al día con openapi.yaml.`,
);
