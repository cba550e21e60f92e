// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { USER_QUERY_KEY } from './user-key';
import { userQueryOptions } from './user-query';

describe('the session user query key', () => {
  it('the entry names the same key openapi-react-query builds, so the session reads what the check fetched', () => {
    expect(USER_QUERY_KEY).toEqual(userQueryOptions().queryKey);
  });
});
