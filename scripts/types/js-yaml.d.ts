// js-yaml ships no types and @types/js-yaml is not a dependency: the one function the tools call.
declare module 'js-yaml' {
  /** Parses one YAML document into plain JSON-like values. */
  export function load(text: string): unknown;
  const jsYaml: { load: typeof load };
  export default jsYaml;
}
