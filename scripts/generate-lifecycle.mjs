#!/usr/bin/env node
// Writes src/features/billing/quotations/quotation-lifecycle.generated.ts: a quotation's lifecycle as the
// contract declares it (`components.schemas.Quotation.x-lifecycle`): its stages in match order,
// what each allows, and the answers allowed after each answer. The app, the development API and
// contract:verify read it through src/features/billing/quotations/quotation-lifecycle.ts, so the rule is
// written once, in openapi.yaml. `npm run generate` runs it; `npm run check:generated` fails on drift.
//   node scripts/generate-lifecycle.mjs [output file]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, loadContract } from './openapi-contract.mjs';

export const LIFECYCLE_FILE = resolve(ROOT, 'src/features/billing/quotations/quotation-lifecycle.generated.ts');

/** @param {Record<string, unknown>} [doc] */
export function lifecycleOf(doc = loadContract()) {
  const schemas = /** @type {{ schemas?: Record<string, Record<string, unknown>> }} */ (doc.components ?? {}).schemas ?? {};
  const lifecycle =
    /** @type {{ stages?: Record<string, unknown>, answers?: Record<string, unknown>, days?: Record<string, number> } | undefined} */ (
      schemas.Quotation?.['x-lifecycle']
    );
  if (!lifecycle?.stages || !lifecycle.answers || !lifecycle.days)
    throw new Error('openapi.yaml: components.schemas.Quotation.x-lifecycle needs stages, answers and days.');
  return { stages: lifecycle.stages, answers: lifecycle.answers, days: lifecycle.days };
}

/** `payByHand` → `PAY_BY_HAND`. @param {string} name */
const constantName = (name) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * The lifecycle as TypeScript: the stages in match order, then one table per rule (stage → value),
 * so a bundle keeps only the rules its code reads (the app's Inicio reads a few; the development API
 * all of them).
 * @param {Record<string, unknown>} [doc]
 */
export function renderLifecycle(doc) {
  const { stages, answers, days } = lifecycleOf(doc);
  const { refusedWhileReferenceWaits, ...byAnswer } = /** @type {Record<string, unknown>} */ (answers);
  const entries = Object.entries(/** @type {Record<string, Record<string, unknown>>} */ (stages));
  const rules = [...new Set(entries.flatMap(([, rule]) => Object.keys(rule)))];
  const columns = rules.map((rule) => {
    const column = Object.fromEntries(entries.filter(([, r]) => rule in r).map(([stage, r]) => [stage, r[rule]]));
    return [`/** x-lifecycle.stages.*.${rule} */`, `export const ${constantName(rule)} = ${JSON.stringify(column)} as const;`];
  });
  return [
    '// Generated from openapi.yaml (components.schemas.Quotation.x-lifecycle) by scripts/generate-lifecycle.mjs',
    '// (`npm run generate`). Do not edit: change the contract. Read it through quotation-lifecycle.ts.',
    '',
    '/** The stages in match order: a quotation is in the first whose `when` matches it. */',
    `export const STAGES = ${JSON.stringify(entries.map(([stage]) => stage))} as const;`,
    ...columns.flat(),
    '/** The outcomes decideQuotation accepts on an answerable stage, by the answer already given (`none`: not answered). */',
    `export const ANSWERS_AFTER = ${JSON.stringify(byAnswer)} as const;`,
    '/** Outcomes refused while an SPEI or store reference waits for its money. */',
    `export const REFUSED_WHILE_REFERENCE_WAITS = ${JSON.stringify(refusedWhileReferenceWaits ?? [])} as const;`,
    '/** When things happen as days pass: the automatic-payment notice and the dueSoon reminder, in days before. */',
    `export const DAYS = ${JSON.stringify(days)} as const;`,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = resolve(process.argv[2] ?? LIFECYCLE_FILE);
  writeFileSync(out, renderLifecycle());
  console.log(`Ciclo de vida de la cotización de openapi.yaml escrito en ${out}.`);
}
