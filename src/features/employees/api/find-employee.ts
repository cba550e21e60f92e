import { api } from '@/lib/api';
import type { Employee } from '../employee-form';
import { encodeFilter } from '@/lib/api/query';
import { SEARCH_MAX_LENGTH, type EmployeeFilter } from '../employee-list-state';

/**
 * The employee as the server has it now, found by its e-mail through the search (`q`; the contract
 * has no `GET /employees/{id}`), or null when it is not there. Used after a write whose answer was
 * lost, to show what the server did instead of guessing. Several e-mails when it may have changed.
 */
export async function findEmployee({ id, emails }: { id?: string; emails: string[] }, signal?: AbortSignal): Promise<Employee | null> {
  for (const email of new Set(emails.map((value) => value.trim().toLowerCase()).filter(Boolean))) {
    // An e-mail has no spaces: one word, searched literally; a longer one is found by its start.
    const { data } = await api.GET('/employees', {
      params: { query: { filter: encodeFilter({ limit: 100 } satisfies EmployeeFilter), q: email.slice(0, SEARCH_MAX_LENGTH) } },
      signal,
    });
    const found = (data ?? []).find((employee) => (id ? employee.id === id : employee.email.toLowerCase() === email));
    if (found) return found;
  }
  return null;
}
