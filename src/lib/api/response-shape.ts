// Checks a success answer against the shape openapi.yaml gives it, before any screen uses it: a
// `null` quotation or a list that arrives as `{ "data": [] }` is an error the screen can offer to
// retry, never a skeleton that never ends nor a crash of the whole app. The schemas are generated
// from the contract (scripts/generate-response-schemas.mjs) and reduced to types, required
// properties, items, enums and alternatives; formats and lengths stay the server's business.
// It checks what the tolerant reader (answers.ts, exported here too) made of the answer. The client
// loads this module with its first request (a few KB, off every first load).
import schemas from './response-schemas.json';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface ShapeSchema {
  type?: JsonType | JsonType[];
  required?: string[];
  properties?: Record<string, ShapeSchema>;
  items?: ShapeSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: ShapeSchema[];
  oneOf?: ShapeSchema[];
  allOf?: ShapeSchema[];
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function matchesType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

/** The first way `value` breaks `schema`, as a path and a reason; null when it fits. */
export function shapeProblem(schema: ShapeSchema, value: unknown, path = 'respuesta'): string | null {
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => matchesType(value, type))) return `${path} debía ser ${types.join(' o ')} y es ${typeOf(value)}`;
  }
  if (schema.const !== undefined && value !== schema.const) return `${path} no es ${JSON.stringify(schema.const)}`;
  if (schema.enum && !schema.enum.includes(value)) return `${path} tiene un valor fuera de la lista (${JSON.stringify(value)})`;
  for (const part of schema.allOf ?? []) {
    const problem = shapeProblem(part, value, path);
    if (problem) return problem;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const problems = alternatives.map((alternative) => shapeProblem(alternative, value, path));
    if (problems.every((problem) => problem !== null)) return problems[0] ?? `${path} no tiene ninguna de las formas esperadas`;
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) return `${path}.${name} falta`;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (!(name in record)) continue;
      const problem = shapeProblem(property, record[name], `${path}.${name}`);
      if (problem) return problem;
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = shapeProblem(schema.items, value[index], `${path}[${index}]`);
      if (problem) return problem;
    }
  }
  return null;
}

const RESPONSE_SCHEMAS = schemas as Record<string, ShapeSchema>;

/** The contract's shape of the success answer of `METHOD /path/{template}`, when it has one. */
export function responseSchema(method: string, schemaPath: string): ShapeSchema | undefined {
  return RESPONSE_SCHEMAS[`${method.toUpperCase()} ${schemaPath}`];
}

export { normalizeAnswer } from './answers';
