// The API client's TanStack Query binding (openapi-react-query): query options and hooks for the
// signed-in area. Apart from `@/lib/api` so that the public pages, which never use it, do not load
// TanStack Query (see docs/performance.md).
import createQueryClient from 'openapi-react-query';
import { api } from './index';

export const $api = createQueryClient(api);
