// The contract's operations as the app names them: the query-key prefix of a read and the
// mutation key of a write, derived from `paths` so a renamed or removed path fails tsc.
import type { paths } from './schema';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that declare `method` (an undeclared method is `?: never` in the generated types). */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** A read of the contract: its path. */
export type ReadPath = PathWith<'get'>;

/** A write of the contract, as `'post /quotations/{quotationId}/pay'`. */
export type WriteOperation = { [M in Exclude<HttpMethod, 'get'>]: `${M} ${PathWith<M>}` }[Exclude<HttpMethod, 'get'>];

/**
 * `[method, path]`: the first two members of every key `$api.queryOptions(method, path, …)` makes
 * (and `$api`'s mutation key). Invalidating by it reaches every filter and page of that read.
 */
export const operationKey = <M extends HttpMethod, P extends PathWith<M>>(method: M, path: P): readonly [M, P] => [method, path];

/** The mutation key of a write operation, from its name. */
export function writeKey<O extends WriteOperation>(operation: O) {
  const [method, path] = operation.split(' ') as [HttpMethod, string];
  return [method, path] as const;
}
