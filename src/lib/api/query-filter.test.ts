// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeFilter } from './query';

describe('encodeFilter', () => {
  it('drops undefined members, so equal filters encode (and key) the same', () => {
    expect(encodeFilter({ where: undefined, order: ['createdAt DESC'], limit: 10, skip: 0 })).toBe(
      encodeFilter({ order: ['createdAt DESC'], limit: 10, skip: 0 }),
    );
  });
});
