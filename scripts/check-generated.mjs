#!/usr/bin/env node
// Fails when the committed generated types differ from what openapi.yaml generates.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/lib/api/schema.d.ts';
const dir = mkdtempSync(join(tmpdir(), 'cotiza-gen-'));
try {
  const fresh = join(dir, 'schema.d.ts');
  execFileSync('node_modules/.bin/openapi-typescript', ['openapi.yaml', '-o', fresh], { stdio: 'pipe' });
  const a = readFileSync(committed, 'utf8');
  const b = readFileSync(fresh, 'utf8');
  if (a !== b) {
    console.error(`${committed} no coincide con openapi.yaml. Ejecuta \`npm run generate\` y haz commit del resultado.`);
    process.exit(1);
  }
  console.log(`${committed} está al día con openapi.yaml.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
