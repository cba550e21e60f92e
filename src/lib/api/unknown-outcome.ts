// Whether a failed write says what the server did. Every screen that writes reads the server's
// state again after an unknown outcome (the charge, card settings, employees, the password change);
// a module of its own and not part of errors.ts, which is in the entry chunk.
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
 * A write that did not go through, and what is known of it (`outcome`: the feature's own cases,
 * such as `refused`, `not-made`, `unconfirmed`). `reason` is the call's own error: its message is
 * the one to show.
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
