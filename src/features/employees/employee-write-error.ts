import { errorMessage } from '@/lib/api';

/**
 * A write on an employee whose answer never came (or came emptied), after reading the list again:
 * `not-made`, the list shows it was not made; `unconfirmed`, that reading failed too. `reason` is
 * the call's own error. A refusal the server did answer is thrown as it came (its field errors).
 */
export class EmployeeWriteError extends Error {
  readonly outcome: 'not-made' | 'unconfirmed';
  readonly reason: unknown;

  constructor(outcome: EmployeeWriteError['outcome'], reason: unknown) {
    super(errorMessage(reason), { cause: reason });
    this.name = 'EmployeeWriteError';
    this.outcome = outcome;
    this.reason = reason;
  }
}
