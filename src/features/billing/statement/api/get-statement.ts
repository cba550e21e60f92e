import { useQuery } from '@tanstack/react-query';
import { today } from '@internationalized/date';
import { TIME_ZONE } from '@/config/time-zone';
import { $api } from '@/lib/api/react-query';
import type { ScreenQueries } from '@/lib/screen-route';
import { readPeriod } from '../statement-period';

/** GET /statements: the Estado de cuenta of `from`..`to` (Mexico City days, both included). */
export function statementQueryOptions(from: string, to: string) {
  return $api.queryOptions('get', '/statements', { params: { query: { from, to } } });
}

export function useStatement(from: string, to: string) {
  return useQuery(statementQueryOptions(from, to));
}

/** What the screen reads: the period its URL names. */
export const statementScreenQueries: ScreenQueries = ({ request }) => {
  const { from, to } = readPeriod(new URL(request.url).searchParams, today(TIME_ZONE));
  return [statementQueryOptions(from, to)];
};
