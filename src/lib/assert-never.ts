/**
 * The end of an exhaustive `switch`: once every case is handled `value` is `never`, so a new member
 * of the union (a payment method the contract gained) stops the build here instead of falling
 * through to another case's words. It never throws for server data: answers outside the
 * contract's enums are refused before any screen reads them (src/lib/api/response-shape.ts).
 */
export function assertNever(value: never, what = 'valor'): never {
  throw new Error(`${what} no contemplado: ${String(value)}`);
}
