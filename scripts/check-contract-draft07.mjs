#!/usr/bin/env node
// Checks that openapi.yaml reads the same in a draft-07 validator (LoopBack 4's Ajv) as in an
// OpenAPI 3.1 one: every schema compiles in draft-07 Ajv with no keyword it does not know (a
// lenient validator would skip `unevaluatedProperties` and silently accept extra fields), every
// example is valid there, and every operation's success statuses follow the contract's one rule.
// `npm run lint:contract` runs it after Redocly.
//   node scripts/check-contract-draft07.mjs [openapi.yaml]
import { resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { listOperations, loadContract } from './openapi-contract.mjs';

/** @typedef {import('./openapi-contract.mjs').ContractOperation} ContractOperation */

const BASE = 'https://cotiza.mx/openapi.json';
// OpenAPI's own schema keywords: not draft-07's, but every draft-07 validator behind an OpenAPI
// server (LoopBack's included) is told to ignore them; they never validate anything.
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs', 'deprecated'];

/**
 * The one success rule, as `info.description` states it and the client reads it
 * (`onResponse` in src/lib/api/client.ts): 200 with a JSON body, 204 with none, and 202 with a
 * JSON body where the work goes on after the answer (invoice stamping). Any other 2xx is an
 * unknown status to the app.
 * @type {Record<string, 'json' | 'empty'>}
 */
const SUCCESS_RULE = { 200: 'json', 202: 'json', 204: 'empty' };

/** @param {string} key */
const escapePointer = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every key starting with "x-" anywhere in the contract (extensions are not keywords either).
 * @param {unknown} node @param {Set<string>} [found]
 */
function extensionKeys(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => extensionKeys(item, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeys(value, found);
    }
  return found;
}

/** A draft-07 Ajv that refuses unknown keywords (strictSchema) and knows OpenAPI's. @param {unknown} doc */
function createDraft07Ajv(doc) {
  const ajv = new Ajv({
    allErrors: true,
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    validateFormats: true,
  });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary']) ajv.addFormat(format, true);
  for (const keyword of [...OPENAPI_KEYWORDS, ...extensionKeys(doc)]) if (!ajv.RULES.keywords[keyword]) ajv.addKeyword(keyword); // 'deprecated' is draft-07 Ajv's already
  return ajv;
}

/** @param {import('ajv').ErrorObject[] | null | undefined} errors */
const describeErrors = (errors) => (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim()).join('; ');

/** @param {unknown} error */
function describeCompileError(error) {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /unknown keyword: "([^"]+)"/.exec(message);
  if (unknown) return `usa «${unknown[1]}», que un validador draft-07 (el Ajv de LoopBack 4) no conoce`;
  const format = /unknown format "([^"]+)"/.exec(message);
  if (format) return `usa el formato «${format[1]}», que draft-07 no conoce`;
  return `no compila en draft-07: ${message}`;
}

/**
 * Schema nodes of a schema with a JSON pointer, for the examples they carry.
 * @param {unknown} schema @param {string} pointer
 * @returns {Generator<{ node: Record<string, unknown>, pointer: string }>}
 */
function* schemaNodes(schema, pointer) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = /** @type {Record<string, unknown>} */ (schema);
  yield { node, pointer };
  for (const key of ['properties', 'patternProperties', 'definitions'])
    if (node[key] && typeof node[key] === 'object')
      for (const [name, sub] of Object.entries(node[key])) yield* schemaNodes(sub, `${pointer}/${key}/${escapePointer(name)}`);
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'])
    if (node[key] && typeof node[key] === 'object' && !Array.isArray(node[key])) yield* schemaNodes(node[key], `${pointer}/${key}`);
  for (const key of ['allOf', 'anyOf', 'oneOf', 'items'])
    if (Array.isArray(node[key])) for (const [i, sub] of node[key].entries()) yield* schemaNodes(sub, `${pointer}/${key}/${i}`);
}

/**
 * What in the contract a draft-07 validator would read differently, or refuse.
 * @param {Record<string, unknown>} doc the contract (loadContract)
 * @returns {string[]} one Spanish line per problem
 */
export function draft07Problems(doc) {
  const ajv = createDraft07Ajv(doc);
  /** @type {string[]} */
  const problems = [];
  const components = /** @type {{ schemas?: Record<string, unknown> }} */ (doc.components ?? {});
  const schemas = components.schemas ?? {};
  // Refs read '#/components/schemas/X': resolve them against a resource holding exactly that
  // ('components' is a keyword only there, so that strict Ajv accepts the holder).
  ajv.addKeyword('components');
  ajv.addSchema({ $id: BASE, components: { schemas } });

  /** @param {string} where @param {unknown} schema @param {[string, unknown][]} examples */
  const check = (where, schema, examples) => {
    let validate;
    try {
      if (!ajv.validateSchema(/** @type {object} */ (schema))) {
        problems.push(`${where}: no es un esquema draft-07 válido (${describeErrors(ajv.errors)})`);
        return;
      }
      validate = ajv.compile(/** @type {object} */ (schema));
    } catch (error) {
      problems.push(`${where}: ${describeCompileError(error)}`);
      return;
    }
    for (const [name, value] of examples)
      if (!validate(value)) problems.push(`${where}: el ejemplo ${name} no es válido en draft-07 (${describeErrors(validate.errors)})`);
  };

  /** A named example. @param {string} name @param {unknown} value @returns {[string, unknown]} */
  const named = (name, value) => [name, value];
  /** @param {Record<string, unknown>} node */
  const ownExamples = (node) => [
    ...(node.example !== undefined ? [named('example', node.example)] : []),
    ...(Array.isArray(node.examples) ? node.examples.map((value, i) => named(`examples[${i}]`, value)) : []),
  ];

  for (const [name, schema] of Object.entries(schemas)) {
    const root = `#/components/schemas/${escapePointer(name)}`;
    for (const { node, pointer } of schemaNodes(schema, root)) {
      const examples = ownExamples(node);
      // The root compiles even without examples: a keyword draft-07 does not know fails there.
      if (pointer === root || examples.length > 0) check(pointer.slice(1), { $ref: `${BASE}${pointer}` }, examples);
    }
  }

  for (const op of listOperations(doc)) {
    /** @type {[string, Record<string, import('./openapi-contract.mjs').MediaTypeObject> | undefined][]} */
    const bodies = [
      ['petición', op.operation.requestBody?.content],
      ...Object.entries(op.operation.responses ?? {}).map(
        ([status, response]) => /** @type {[string, typeof response.content]} */ ([`respuesta ${status}`, response.content]),
      ),
    ];
    for (const [label, content] of bodies)
      for (const [type, media] of Object.entries(content ?? {})) {
        if (!media.schema || !/json/.test(type)) continue;
        const examples = [
          ...(media.example !== undefined ? [named('example', media.example)] : []),
          ...Object.entries(media.examples ?? {}).map(([key, example]) => named(`«${key}»`, example.value)),
        ];
        check(`${op.id} (${label})`, media.schema, examples);
      }
    for (const parameter of op.parameters)
      if (parameter.schema)
        check(
          `${op.id} (parámetro ${parameter.name})`,
          parameter.schema,
          parameter.example !== undefined ? [named('example', parameter.example)] : [],
        );
  }
  return [...new Set(problems)];
}

/**
 * Success statuses outside SUCCESS_RULE: a 2xx the app does not read, a body where none is
 * read, or no JSON body where one is.
 * @param {Record<string, unknown>} doc
 * @returns {string[]}
 */
export function successRuleProblems(doc) {
  /** @type {string[]} */
  const problems = [];
  for (const op of listOperations(doc))
    for (const status of op.successStatuses) {
      const expected = SUCCESS_RULE[status];
      const content = op.operation.responses?.[String(status)]?.content ?? {};
      const json = Object.keys(content).some((type) => /json/.test(type));
      if (!expected) problems.push(`${op.id}: declara ${status}; un éxito es 200 con cuerpo JSON, 204 sin cuerpo o 202 con cuerpo JSON`);
      else if (expected === 'empty' && Object.keys(content).length > 0)
        problems.push(`${op.id}: declara ${status} con cuerpo; 204 no lleva cuerpo`);
      else if (expected === 'json' && !json)
        problems.push(`${op.id}: declara ${status} sin cuerpo JSON; ${status} lleva uno (sin cuerpo es 204)`);
    }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const file = process.argv[2] ? resolve(process.argv[2]) : undefined;
  const doc = loadContract(file);
  const problems = [...draft07Problems(doc), ...successRuleProblems(doc)];
  if (problems.length > 0) {
    console.error(`El contrato no es compatible con draft-07 o con la regla de éxito (${problems.length}):`);
    for (const problem of problems) console.error(`- ${problem}`);
    process.exit(1);
  }
  console.log('Contrato compatible con draft-07: todos los esquemas compilan y los ejemplos son válidos; los éxitos siguen la regla.');
}
