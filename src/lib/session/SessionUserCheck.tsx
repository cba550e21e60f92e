import { useQuery } from '@tanstack/react-query';
import type { User } from './SessionProvider';
import { userQueryOptions } from './user-query';

/**
 * The session check's observer (lazy, with TanStack Query): keeps the user query active, so it is
 * fetched once and fetched again when invalidated. A user just signed in seeds it (no second fetch).
 * SessionProvider reads the query's state from the cache.
 */
export default function SessionUserCheck({ signedInUser }: { signedInUser: User | null }) {
  useQuery({ ...userQueryOptions(), initialData: signedInUser ?? undefined });
  return null;
}
