// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import { getIn, leafPaths, setIn, type FieldPath, type FieldValue, type TextFieldPath } from './field-path';

interface Values {
  name: string;
  isDefault: boolean;
  regime: string | null;
  address: { street: string; postalCode: string };
}

const values: Values = { name: 'Ana', isDefault: false, regime: null, address: { street: 'Insurgentes Sur 1602', postalCode: '03940' } };

describe('field paths', () => {
  it('names every key and nested key, and the type found there', () => {
    expectTypeOf<FieldPath<Values>>().toEqualTypeOf<
      'name' | 'isDefault' | 'regime' | 'address' | 'address.street' | 'address.postalCode'
    >();
    expectTypeOf<FieldValue<Values, 'address.postalCode'>>().toEqualTypeOf<string>();
    expectTypeOf<FieldValue<Values, 'regime'>>().toEqualTypeOf<string | null>();
    expectTypeOf<TextFieldPath<Values>>().toEqualTypeOf<'name' | 'address.street' | 'address.postalCode'>();
  });

  it('rejects a path that does not exist and a value of the wrong type', () => {
    expectTypeOf<'address.zip'>().not.toExtend<FieldPath<Values>>();
    // Checked by the type checker, never run.
    const misuses = () => {
      // @ts-expect-error: no such field
      setIn(values, 'address.zip', '03940');
      // @ts-expect-error: a boolean field takes a boolean
      setIn(values, 'isDefault', 'sí');
    };
    expect(misuses).toBeTypeOf('function');
  });

  it('reads and writes nested values without touching the original', () => {
    const next = setIn(values, 'address.postalCode', '06600');
    expect(getIn(next, 'address.postalCode')).toBe('06600');
    expect(values.address.postalCode).toBe('03940');
    expect(next.name).toBe('Ana');
    expect(next.address.street).toBe('Insurgentes Sur 1602');
    expect(getIn(setIn(values, 'regime', '612'), 'regime')).toBe('612');
  });

  it('lists the leaf paths a server error may name', () => {
    expect(leafPaths(values)).toEqual(['name', 'isDefault', 'regime', 'address.street', 'address.postalCode']);
  });
});
