// @vitest-environment node
// tv() styles are joined, not merged (no tailwind-merge in production): every combination of every
// style's variants must be free of conflicting classes. This imports every module that declares a
// style and renders each one with every value of every variant (including none).
import { describe, expect, it } from 'vitest';
import { classConflicts } from '@/lib/class-conflicts';
import { createdStyles } from '@/lib/tailwind-variants';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modules = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**']);
const declaring = Object.keys(sources).filter(
  (path) => /\btv\(\{/.test(sources[path] ?? '') && !path.endsWith('/lib/tailwind-variants.ts'),
);

type Props = Record<string, unknown>;

/** Every combination of the style's variants, each variant also left out. */
function combinations(variants: Record<string, Record<string, unknown>>): Props[] {
  let all: Props[] = [{}];
  for (const [key, values] of Object.entries(variants)) {
    const options: unknown[] = [
      undefined,
      ...Object.keys(values).map((value) => (value === 'true' ? true : value === 'false' ? false : value)),
    ];
    all = all.flatMap((props) => options.map((value) => ({ ...props, [key]: value })));
  }
  return all;
}

describe('tv() styles', () => {
  it('are found', async () => {
    for (const path of declaring) await modules[path]?.();
    expect(declaring.length).toBeGreaterThan(10);
    expect(createdStyles.length).toBeGreaterThanOrEqual(declaring.length);
  });

  it('never join two classes for one property, whatever the variants', async () => {
    for (const path of declaring) await modules[path]?.();
    const found: string[] = [];
    for (const { style, where } of createdStyles) {
      const variants = (style as { variants: Record<string, Record<string, unknown>> }).variants;
      for (const props of combinations(variants)) {
        let classes: string;
        try {
          classes = (style as (props: Props) => string)(props);
        } catch (error) {
          found.push(`${where} ${JSON.stringify(props)}: ${(error as Error).message}`);
          continue;
        }
        const conflicts = classConflicts(classes);
        if (conflicts) found.push(`${where} ${JSON.stringify(props)}: ${conflicts}`);
      }
    }
    expect(found).toEqual([]);
  });
});
