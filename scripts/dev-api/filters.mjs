// LoopBack filters for the development API's lists and counts. Matching, ordering and paging
// are LoopBack's own (the `loopback-filters` package, what LoopBack's memory connector does);
// this module only does what LoopBack's juggler does before it: it refuses unknown fields and
// operators (the contract's 400) and converts values to the fields' types (dates as instants).
// Text fields add a collation, as a database would: matching ignores accents and names sort
// the Spanish way (Intl.Collator('es-MX'): "Álvarez" before "Bravo", "Úbeda" before "Zúñiga").
import { createRequire } from 'node:module';

// A CommonJS package. (Not named `require`: TypeScript would take the call for a CommonJS import
// of this module and report the local as unused.)
const requireCommonJs = createRequire(import.meta.url);
/** @type {typeof import('loopback-filters')} */
const applyLoopbackFilter = requireCommonJs('loopback-filters');

/**
 * How a field compares: `text` (collated), `string` (exact), `number`, `date` (an instant) and
 * `day` (YYYY-MM-DD, compared as written).
 * @typedef {'text' | 'string' | 'number' | 'date' | 'day'} FieldType
 */
/**
 * @typedef {object} Collection
 * @property {string} name
 * @property {Record<string, FieldType>} fields the fields a `where` may name, with their types
 * @property {Set<string>} sortable the fields `order` may name
 * @property {string[]} defaultOrder the order without `order` ("field ASC" entries)
 * @property {number} maxLimit the largest page
 * @property {number} defaultLimit the page without `limit`
 */
/**
 * A `where` as JSON (field or and/or → condition); once prepared, its values are the fields' types.
 * @typedef {Record<string, unknown>} Where
 */
/**
 * A `filter` checked against its collection, ready for findRecords.
 * @typedef {{ where?: Where, order: { field: string, direction: 'ASC' | 'DESC' }[], limit?: number, skip?: number }} PreparedFilter
 */

export class FilterError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'FilterError';
  }
}

/** The operators `loopback-filters` implements; anything else would silently match nothing. */
const OPERATORS = new Set(['neq', 'gt', 'gte', 'lt', 'lte', 'between', 'inq', 'nin', 'like', 'nlike', 'regexp']);
const PATTERN_OPERATORS = new Set(['like', 'nlike', 'regexp']);

const collator = new Intl.Collator('es-MX');

/** A JSON object (not null, not a list). @param {unknown} value @returns {value is Record<string, unknown>} */
const isJsonObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);

/** Accents off, as an accent-insensitive collation compares ("Núñez" matches "nunez"). @param {string} text */
export function foldAccents(text) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Folded for search: no accents, lower case ("SOFÍA" and "sofia" both read "sofia"). */
/** @param {unknown} text */
const foldForSearch = (text) => foldAccents(String(text ?? '')).toLocaleLowerCase('es-MX');

/**
 * The `q` search of the contract: every word (at most 10) must appear in one of `fields`,
 * ignoring case and accents; each character is literal (no wildcards, no pattern).
 * @param {Record<string, unknown>} record @param {string[]} fields @param {string} q
 */
export function matchesSearch(record, fields, q) {
  const words = foldForSearch(q).split(/\s+/u).filter(Boolean).slice(0, 10);
  if (words.length === 0) return true;
  const haystacks = fields.map((field) => foldForSearch(record[field]));
  return words.every((word) => haystacks.some((text) => text.includes(word)));
}

/**
 * A collection's fields and their types: `text` (collated), `string` (exact), `number`,
 * `date` (an instant) and `day` (YYYY-MM-DD, compared as written).
 * @param {{ name: string, fields: Record<string, FieldType>, sortable?: string[], defaultOrder: string[], maxLimit: number, defaultLimit?: number }} definition
 * @returns {Collection}
 */
export function defineCollection({ name, fields, sortable = Object.keys(fields), defaultOrder, maxLimit, defaultLimit = maxLimit }) {
  return { name, fields, sortable: new Set(sortable), defaultOrder, maxLimit, defaultLimit };
}

/**
 * Reads a JSON query parameter (`filter`, `where`); a value that is not a JSON object is a 400.
 * @param {URLSearchParams} searchParams @param {string} name
 * @returns {Record<string, unknown> | undefined}
 */
export function readJsonParam(searchParams, name) {
  const raw = searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new FilterError(`«${name}» no es JSON válido.`);
  }
  if (!isJsonObject(value)) throw new FilterError(`«${name}» debe ser un objeto JSON.`);
  return value;
}

/**
 * A value of a condition as the field's type (a date as its instant in milliseconds, text folded).
 * @param {Collection} collection @param {string} field @param {unknown} value @param {string} path
 * @returns {string | number | boolean | null}
 */
function coerce(collection, field, value, path) {
  const type = collection.fields[field];
  if (value === null) return null;
  switch (type) {
    case 'date': {
      const time = typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(NaN);
      if (Number.isNaN(time.getTime())) throw new FilterError(`«${path}» necesita una fecha ISO 8601.`);
      // Milliseconds, not a Date: loopback-filters compares equality, inq and nin with == (by reference
      // or by toString, which drops the milliseconds); numbers compare as instants everywhere.
      return time.getTime();
    }
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw new FilterError(`«${path}» necesita un número.`);
      return number;
    }
    case 'text':
      if (typeof value !== 'string') throw new FilterError(`«${path}» necesita un texto.`);
      return foldAccents(value);
    case 'day':
    case 'string':
    default:
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        throw new FilterError(`«${path}» necesita un valor simple.`);
      return value;
  }
}

/**
 * @param {unknown} value @param {string} path @param {string | undefined} flags
 * @returns {asserts value is string}
 */
function checkPattern(value, path, flags) {
  if (typeof value !== 'string' || value === '') throw new FilterError(`«${path}» necesita un patrón de texto.`);
  try {
    new RegExp(value, flags);
  } catch {
    throw new FilterError(`«${path}» no es una expresión válida.`);
  }
}

/**
 * One field's condition: a value, or one operator with its operand (and `options` for patterns).
 * @param {Collection} collection @param {string} field @param {unknown} value @param {string} path
 * @returns {unknown}
 */
function condition(collection, field, value, path) {
  if (value === null || typeof value !== 'object' || value instanceof Date) return coerce(collection, field, value, path);
  if (!isJsonObject(value)) throw new FilterError(`«${path}» no puede ser una lista; usa «inq».`);
  const keys = Object.keys(value);
  const operators = keys.filter((key) => key !== 'options');
  if (operators.length !== 1) {
    throw new FilterError(
      `«${path}» debe tener exactamente un operador (${operators.length ? operators.join(', ') : 'ninguno'}); combina condiciones con «and».`,
    );
  }
  const [operator] = operators;
  if (!OPERATORS.has(operator)) throw new FilterError(`Operador desconocido «${operator}» en «${path}».`);
  if ('options' in value && !PATTERN_OPERATORS.has(operator))
    throw new FilterError(`«options» solo acompaña a like, nlike o regexp (en «${path}»).`);
  if ('options' in value && !/^[imsu]*$/.test(String(value.options))) throw new FilterError(`«options» no válido en «${path}».`);
  // The flags as RegExp reads them (it turns them into a string itself).
  const flags = 'options' in value ? String(value.options) : undefined;
  const operand = value[operator];
  const at = `${path}.${operator}`;
  if (PATTERN_OPERATORS.has(operator)) {
    if (!['text', 'string'].includes(collection.fields[field]))
      throw new FilterError(`«${operator}» solo se aplica a campos de texto (en «${path}»).`);
    checkPattern(operand, at, flags);
    const pattern = collection.fields[field] === 'text' ? foldAccents(operand) : operand;
    // loopback-filters only runs a regexp given as a RegExp (a string makes it throw).
    if (operator === 'regexp') return { regexp: new RegExp(pattern, flags) };
    return 'options' in value ? { [operator]: pattern, options: value.options } : { [operator]: pattern };
  }
  if (operator === 'between') {
    if (!Array.isArray(operand) || operand.length !== 2) throw new FilterError(`«${at}» necesita dos valores.`);
    return { between: operand.map((item, index) => coerce(collection, field, item, `${at}[${index}]`)) };
  }
  if (operator === 'inq' || operator === 'nin') {
    if (!Array.isArray(operand) || operand.length === 0 || operand.length > 100)
      throw new FilterError(`«${at}» necesita una lista de 1 a 100 valores.`);
    return { [operator]: operand.map((item, index) => coerce(collection, field, item, `${at}[${index}]`)) };
  }
  return { [operator]: coerce(collection, field, operand, at) };
}

/**
 * Checks a `where` against the collection and returns it with its values converted.
 * @param {Collection} collection @param {unknown} where @param {string} [path]
 * @returns {Where | undefined}
 */
export function prepareWhere(collection, where, path = 'where') {
  if (where === undefined) return undefined;
  if (!isJsonObject(where)) throw new FilterError(`«${path}» debe ser un objeto.`);
  /** @type {Where} */
  const prepared = {};
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || value.length === 0 || value.length > 20)
        throw new FilterError(`«${path}.${key}» necesita una lista de 1 a 20 condiciones.`);
      prepared[key] = value.map((item, index) => prepareWhere(collection, item, `${path}.${key}[${index}]`));
    } else if (key in collection.fields) {
      prepared[key] = condition(collection, key, value, `${path}.${key}`);
    } else {
      throw new FilterError(`Campo desconocido «${key}» en «${path}».`);
    }
  }
  // loopback-filters lets an `and` or `or` overwrite the result of the keys before it: with other
  // keys beside them, every key becomes one condition of an `and`.
  const keys = Object.keys(prepared);
  if (keys.length > 1 && (keys.includes('and') || keys.includes('or'))) return { and: keys.map((key) => ({ [key]: prepared[key] })) };
  return prepared;
}

/**
 * `order` as a string ("a ASC, b DESC") or a list of "field ASC|DESC", only sortable fields.
 * @param {Collection} collection @param {unknown} order
 * @returns {PreparedFilter['order']}
 */
function prepareOrder(collection, order) {
  const entries = order === undefined ? collection.defaultOrder : typeof order === 'string' ? order.split(/,\s*/) : order;
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > 5) throw new FilterError('«order» necesita de 1 a 5 criterios.');
  return entries.map((entry) => {
    const match = typeof entry === 'string' ? /^\s*([A-Za-z_][\w]*)\s+(ASC|DESC)\s*$/i.exec(entry) : null;
    if (!match) throw new FilterError(`«order» no válido: «${entry}» (usa "campo ASC" o "campo DESC").`);
    const [, field, direction] = match;
    if (!collection.sortable.has(field)) throw new FilterError(`No se puede ordenar por «${field}».`);
    return { field, direction: /** @type {'ASC' | 'DESC'} */ (direction.toUpperCase()) };
  });
}

/** @param {unknown} value @param {string} name @param {{ min: number, max: number }} range */
function integer(value, name, { min, max }) {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
    throw new FilterError(`«${name}» debe ser un entero entre ${min} y ${max}.`);
  return value;
}

/**
 * A whole `filter`: only where, order, limit and skip (fields, include… are refused).
 * @param {Collection} collection @param {unknown} [filter]
 * @returns {PreparedFilter}
 */
export function prepareFilter(collection, filter = {}) {
  if (!isJsonObject(filter)) throw new FilterError('«filter» debe ser un objeto.');
  for (const key of Object.keys(filter)) {
    if (!['where', 'order', 'limit', 'skip'].includes(key)) throw new FilterError(`«filter.${key}» no se admite.`);
  }
  return {
    where: prepareWhere(collection, filter.where),
    order: prepareOrder(collection, filter.order),
    // Without a limit, the contract's default page (never the whole collection).
    limit: integer(filter.limit, 'limit', { min: 1, max: collection.maxLimit }) ?? collection.defaultLimit,
    skip: integer(filter.skip, 'skip', { min: 0, max: 1_000_000 }),
  };
}

const RANK = '__rank_';

/** A record as loopback-filters gets it: the used fields, text ranks, and its index. @typedef {{ __index: number, [field: string]: unknown }} ProjectedRow */

/**
 * The fields a `where` names, at any depth of and/or.
 * @param {Where | undefined} where a prepared one (its and/or are lists of wheres)
 * @param {Set<string>} [into]
 */
function whereFields(where, into = new Set()) {
  for (const [key, value] of Object.entries(where ?? {})) {
    if (key === 'and' || key === 'or') /** @type {Where[]} */ (value).forEach((item) => whereFields(item, into));
    else into.add(key);
  }
  return into;
}

/**
 * The record as LoopBack's connector sees it, for the fields the filter uses: typed values, text
 * folded, and collation ranks for sorting text.
 * @param {Collection} collection
 * @param {readonly unknown[]} records the collection's records (objects)
 * @param {Iterable<string>} fields @param {string[]} sortFields
 */
function projection(collection, records, fields, sortFields) {
  /** @param {unknown} record @param {string} field */
  const fieldOf = (record, field) => /** @type {Record<string, unknown>} */ (record)[field];
  const used = [...fields].map((field) => /** @type {const} */ ([field, collection.fields[field]]));
  const rows = records.map((record, index) => {
    /** @type {ProjectedRow} */
    const row = { __index: index };
    for (const [field, type] of used) {
      const value = fieldOf(record, field);
      if (value === undefined || value === null) row[field] = value;
      // Date.parse reads any value as its string.
      else if (type === 'date') row[field] = Date.parse(String(value));
      else if (type === 'text') row[field] = foldAccents(String(value));
      else row[field] = value;
    }
    return row;
  });
  // Text fields sort by their place in the Spanish order of all their values.
  for (const field of sortFields) {
    if (collection.fields[field] !== 'text') continue;
    const values = [...new Set(records.map((record) => fieldOf(record, field)).filter((value) => typeof value === 'string'))].sort(
      collator.compare,
    );
    const rank = new Map(values.map((value, position) => [value, position]));
    rows.forEach((row, index) => (row[RANK + field] = rank.get(/** @type {string} */ (fieldOf(records[index], field)))));
  }
  return rows;
}

/**
 * The records that a prepared filter selects, in its order, paged.
 * @template T
 * @param {Collection} collection @param {T[]} records @param {PreparedFilter} prepared
 * @returns {T[]}
 */
export function findRecords(collection, records, prepared) {
  const sortFields = prepared.order.map((entry) => entry.field);
  const rows = projection(collection, records, new Set([...whereFields(prepared.where), ...sortFields]), sortFields);
  const order = prepared.order.map(({ field, direction }) => `${collection.fields[field] === 'text' ? RANK + field : field} ${direction}`);
  /** @type {import('loopback-filters').LoopbackFilter} */
  const filter = { order };
  if (prepared.where) filter.where = prepared.where;
  if (prepared.limit !== undefined) filter.limit = prepared.limit;
  if (prepared.skip !== undefined) filter.skip = prepared.skip;
  return applyLoopbackFilter(rows, filter).map((row) => records[row.__index]);
}

/**
 * How many records a prepared `where` selects.
 * @param {Collection} collection @param {readonly unknown[]} records @param {Where | undefined} where
 * @returns {number}
 */
export function countRecords(collection, records, where) {
  if (!where) return records.length;
  return applyLoopbackFilter(projection(collection, records, whereFields(where), []), { where }).length;
}
