// `--shape seed`: the development API answers as a backend built from the spec's data model would
// (see docs/dev-api.md, "Spec shape"), so the app and the e2e suite are tried against it too:
// - its own records (users, customers, quotations, employees) have numeric ids, as a relational
//   LoopBack backend gives them; ids of Openpay's records (cards, charges) stay Openpay's text;
// - the user carries its session `token`, and its customer has the spec's four fields (no `id`);
// - the sign-in answers `{ token }` alone (the app then asks for the user by token);
// - the calls that only confirm (the reset request, the reset, the e-mail confirmation, the
//   password and e-mail changes, accepting and re-sending an invitation) answer `{}`.
// The API keeps its records as they are; this only translates at its edge: numbers out, and the
// numbers a request's path carries back to the records' own ids.

/** The Mongo-style ids the examples give the API's own records (users, customers, quotations, employees). */
const OWN_ID = /^[0-9a-f]{24}$/;
const isIdKey = (/** @type {string} */ key) => key === 'id' || /[a-z0-9]Id$/.test(key);

/** Operations whose answer only confirms: `{}` in the spec's shape. */
const CONFIRMATIONS = new Set([
  'appRequestResetPassword',
  'appResetPassword',
  'confirmEmailChange',
  'changePassword',
  'requestEmailChange',
  'acceptInvitation',
  'resendEmployeeInvitation',
]);

/** @typedef {'contract' | 'seed'} AnswerShape */

/**
 * The translation of one running API. Numbers are given in the order ids are first seen, the
 * seed's first (so the example users are 1 and 2 on every start).
 * @param {import('./seed.mjs').Seed} seed
 */
export function createSpecShape(seed) {
  /** @type {Map<string, number>} */
  const numbers = new Map();
  /** @type {Map<string, string>} */
  const ids = new Map();

  /** @param {string} id */
  function numberOf(id) {
    let number = numbers.get(id);
    if (number === undefined) {
      number = numbers.size + 1;
      numbers.set(id, number);
      ids.set(String(number), id);
    }
    return number;
  }

  /** Every own id of a value as its number, at any depth. @param {unknown} value @returns {unknown} */
  function numbered(value) {
    if (Array.isArray(value)) return value.map(numbered);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isIdKey(key) && typeof item === 'string' && OWN_ID.test(item) ? numberOf(item) : numbered(item),
      ]),
    );
  }

  for (const account of seed.accounts) {
    numberOf(account.user.id);
    numberOf(account.user.customerId);
  }
  for (const account of seed.accounts) numbered([account.quotations, account.employees]);

  /**
   * The spec's user: numeric ids, its token, a customer of four fields.
   * @param {Record<string, any>} user @param {string | null} token
   */
  function specUser(user, token) {
    const { id: _customerId, ...customer } = user.customer ?? {};
    const own = /** @type {Record<string, unknown>} */ (numbered({ ...user, customer: undefined }));
    return { ...own, ...(token ? { token } : {}), customer: numbered(customer) };
  }

  return {
    /** A path parameter as the API keeps it: a number it gave back to its record's id. @param {string} value */
    recordId: (value) => ids.get(value) ?? value,
    specUser,
    /**
     * A success answer of `operationId` in the spec's shape.
     * @param {string} operationId @param {unknown} body @param {string | null} sessionToken the request's own token
     */
    answer(operationId, body, sessionToken) {
      if (CONFIRMATIONS.has(operationId)) return {};
      const record = /** @type {Record<string, any>} */ (body);
      if (operationId === 'appLogin') return { token: record.token };
      if (operationId === 'userByTokenApp') return specUser(record, sessionToken);
      if (operationId === 'updateCustomer') {
        const { id: _id, ...customer } = record;
        return customer;
      }
      return numbered(body);
    },
  };
}

/** @param {string | undefined} value @returns {AnswerShape} */
export function parseShape(value) {
  if (value === undefined || value === 'contract' || value === 'contrato') return 'contract';
  if (value === 'seed' || value === 'spec') return 'seed';
  throw new Error(`--shape debe ser contract o seed (recibí ${value}).`);
}
