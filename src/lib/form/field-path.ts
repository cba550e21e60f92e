// Typed paths into a form's values: 'email', 'address.postalCode'. A path that does not exist,
// or a value of the wrong type for it, is a type error at the call site.

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | readonly unknown[];

/** Every path of `V`: its keys and, for nested objects, `key.subkey`. */
export type FieldPath<V> = V extends Leaf
  ? never
  : { [K in keyof V & string]: V[K] extends Leaf ? K : K | `${K}.${FieldPath<V[K]>}` }[keyof V & string];

/** The type of the value at `P` in `V`. */
export type FieldValue<V, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof V
    ? FieldValue<V[K], Rest>
    : never
  : P extends keyof V
    ? V[P]
    : never;

/** The paths of `V` whose value is a string: the ones a text field can edit. */
export type TextFieldPath<V> = { [P in FieldPath<V>]: FieldValue<V, P> extends string ? P : never }[FieldPath<V>];

type Nested = Record<string, unknown>;

const isNested = (value: unknown): value is Nested =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The value at `path` (undefined when a step is missing). */
export function getIn<V, P extends FieldPath<V>>(values: V, path: P): FieldValue<V, P> {
  let current: unknown = values;
  for (const key of path.split('.')) current = isNested(current) ? current[key] : undefined;
  return current as FieldValue<V, P>;
}

/** A copy of `values` with `value` at `path`; objects along the path are copied, the rest is shared. */
export function setIn<V, P extends FieldPath<V>>(values: V, path: P, value: FieldValue<V, P>): V {
  const set = (target: unknown, keys: readonly string[]): unknown => {
    const [head, ...rest] = keys;
    const current: Nested = isNested(target) ? target : {};
    if (head === undefined) return value;
    return { ...current, [head]: rest.length === 0 ? value : set(current[head], rest) };
  };
  return set(values, path.split('.')) as V;
}

/** Every leaf path of a values object, in key order: the fields a server error may name. */
export function leafPaths<V>(values: V): FieldPath<V>[] {
  const walk = (value: unknown, prefix: string): string[] =>
    isNested(value) ? Object.entries(value).flatMap(([key, sub]) => walk(sub, prefix ? `${prefix}.${key}` : key)) : [prefix];
  return (isNested(values) ? walk(values, '') : []) as FieldPath<V>[];
}
