// Whether a failed write says what the server did, and the one way to settle it: every screen that
// writes reads the server's state again after an unknown outcome (settleWrite) and says what it
// found. A module of its own and not part of errors.ts, which is in the entry chunk.
import { errorMessage, isApiError, isRateLimited } from './errors';

/** The server's own words in an error body: its `message`, or Openpay's `error_code`. */
function hasServerWords(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { message, error_code: code } = body as { message?: unknown; error_code?: unknown };
  return (typeof message === 'string' && message.trim() !== '') || typeof code === 'number' || typeof code === 'string';
}

/**
 * True when the failure says nothing about whether the server made the change: no answer (network,
 * timeout), a server fault (5xx), a status outside the catalogue, an answer of the wrong shape, or a
 * 4xx without the server's words — an intermediary (proxy, gateway) that emptied the answer may
 * stand between a change that was made and the browser. Such a failure is never shown as a refusal:
 * the caller reads the server's state again. A 429 is answered before anything is done (the
 * contract), and a 401 belongs to the session.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (isRateLimited(error)) return false;
  if (error.kind === 'auth-exception') return false;
  if (error.kind !== 'http') return true;
  if (error.status >= 500) return true;
  if (error.status === 401) return false;
  return !hasServerWords(error.body);
}

/**
 * What a failed write came to: `refused` by the server (its words say why); `not-made`, seen in the
 * server's state read again after an answer that never came (or came emptied); `unconfirmed`, that
 * reading failed too, so nobody knows.
 */
export type WriteOutcome = 'refused' | 'not-made' | 'unconfirmed';

/**
 * A write that did not go through, and what is known of it (`outcome`: the feature's own cases,
 * usually a `WriteOutcome`). `reason` is the call's own error: its message is the one to show.
 */
export class WriteOutcomeError<Outcome extends string> extends Error {
  readonly outcome: Outcome;
  readonly reason: unknown;

  constructor(outcome: Outcome, reason: unknown) {
    super(errorMessage(reason), { cause: reason });
    this.outcome = outcome;
    this.reason = reason;
  }
}

export interface SettleWriteOptions<T, State> {
  /** Reads again, from the server, what the write changes. */
  reread: () => Promise<State>;
  /** The write's result as `state` shows it, or undefined when the write was not made. */
  made: (state: State) => T | undefined;
  /** What the server did answer (a refusal: its words say why): a result, or throw. */
  refused: (error: unknown) => T;
  /** The error thrown when the answer was lost: the feature's `WriteOutcomeError`. */
  failure: (outcome: Exclude<WriteOutcome, 'refused'>, reason: unknown) => Error;
}

/**
 * Runs `write`. When its failure says nothing of the outcome (`isOutcomeUnknown`) the write is not
 * sent again: the server's state is read again and decides, so the screen says what the server did
 * (the result, as if answered) or throws `not-made` (safe to try again) or `unconfirmed` (offer to
 * check, not to send again).
 */
export async function settleWrite<T, State>(write: () => Promise<T>, options: SettleWriteOptions<T, State>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOutcomeUnknown(error)) return options.refused(error);
    let state: State;
    try {
      state = await options.reread();
    } catch {
      throw options.failure('unconfirmed', error);
    }
    const result = options.made(state);
    if (result === undefined) throw options.failure('not-made', error);
    return result;
  }
}
