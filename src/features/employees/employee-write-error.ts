import { WriteOutcomeError } from '@/lib/api/unknown-outcome';

/**
 * A write on an employee whose answer never came (or came emptied), after reading the list again:
 * `not-made`, the list shows it was not made; `unconfirmed`, that reading failed too. `reason` is
 * the call's own error. A refusal the server did answer is thrown as it came (its field errors).
 */
export class EmployeeWriteError extends WriteOutcomeError<'not-made' | 'unconfirmed'> {
  override name = 'EmployeeWriteError';
}

/** A refusal the server answered goes to the dialog as it came: its field errors land on the fields. */
export function throwAsAnswered(error: unknown): never {
  throw error;
}
