// The session user's query key, for the entry: the session reads and seeds the cache by it without
// loading TanStack Query (user-query.ts builds the same key with openapi-react-query; a test checks).
export const USER_QUERY_KEY = ['post', '/users/user-by-token-app', {}] as const;
