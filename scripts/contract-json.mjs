// How the verifier compares two JSON answers: by structure, as the contract asks for "the same
// answer", not the same bytes. Key order is ignored (a backend storing an answer as PostgreSQL
// JSONB gives its keys back reordered) and numbers compare as numbers (1.50 and 1.5 are one
// amount once parsed). When they differ it says where, so the verifier can tell the person.

/** @typedef {{ path: string, expected: unknown, actual: unknown }} JsonDifference */

/** @param {string | number} key */
const pointerPart = (key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** @type {(value: unknown) => value is Record<string, unknown>} */
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The first place where `actual` differs from `expected` (a JSON pointer, '' for the whole value,
 * and both values there; a missing key or item is `undefined`), or null when they are the same JSON.
 * @param {unknown} expected @param {unknown} actual @param {string} [path]
 * @returns {JsonDifference | null}
 */
export function sameJson(expected, actual, path = '') {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const difference = sameJson(expected[i], actual[i], `${path}/${i}`);
      if (difference) return difference;
    }
    return null;
  }
  if (isPlainObject(expected) && isPlainObject(actual)) {
    // Keys the first answer has, in its order, then any the second one adds.
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    for (const key of keys) {
      const difference = sameJson(
        Object.hasOwn(expected, key) ? expected[key] : undefined,
        Object.hasOwn(actual, key) ? actual[key] : undefined,
        `${path}/${pointerPart(key)}`,
      );
      if (difference) return difference;
    }
    return null;
  }
  // Numbers by value (0 and -0 are one JSON number), everything else by identity.
  if (expected === actual) return null;
  return { path, expected, actual };
}

/** A value as a person reads it in a message: its JSON, shortened; «ausente» when missing. @param {unknown} value */
function jsonForPeople(value) {
  if (value === undefined) return '(ausente)';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** A difference in Spanish: «en /status se esperaba "COMPLETED" y llegó "IN_PROGRESS"». @param {JsonDifference} difference */
export function describeJsonDifference({ path, expected, actual }) {
  return `en ${path || 'la respuesta completa'} se esperaba ${jsonForPeople(expected)} y llegó ${jsonForPeople(actual)}`;
}
