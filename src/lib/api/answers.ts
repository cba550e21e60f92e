// Where answers enter the app: the tolerant reader. Every success body passes through here before
// its shape is checked and before any screen sees it, so that an answer the spec allows but our own
// backend would not give (numeric ids, a `token` on the user, a customer without `id`, `{}` from a
// reset call) reads the same as ours. Strict in what we send, tolerant in what we accept: this only
// fills what the spec defines (its defaults, its "true" text) and turns ids into text; what a
// screen truly cannot use still fails the shape check after it.
// The client loads it with its first request, off every first load (see client.ts).

import type { components } from '@/lib/api/schema';
import { imageSrc } from '@/lib/safe-url';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `id` and camelCase `…Id` keys (customerId, defaultCardId, paymentId…) hold identifiers. */
const isIdKey = (key: string) => key === 'id' || /[a-z0-9]Id$/.test(key);

/** A numeric id as its decimal digits (1 → "1", never "1.0"); anything else as it came. */
function idText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/**
 * Every id in an answer as text: ids are opaque, and a relational backend answers numbers. Objects
 * and arrays that need no change are returned as they are (the client then re-serialises nothing).
 */
export function normalizeIds(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = normalizeIds(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isRecord(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const next = isIdKey(key) ? idText(normalizeIds(item)) : normalizeIds(item);
    if (next !== item) changed = true;
    return [key, next] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}

/** The spec's boolean reading: `true` or the text "true" is true; `false` or "false" is false; else unknown. */
export function readBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * The spec's customer: `isEmployer` and `autoPaymentEnabled` default to false, `defaultCardId` is
 * null without a card, `id` is the user's `customerId` when the customer has none.
 */
export function normalizeCustomer(raw: unknown, fromUser: { customerId?: unknown; isEmployer?: unknown } = {}): unknown {
  if (!isRecord(raw)) return raw;
  const id = raw.id ?? fromUser.customerId;
  return {
    ...raw,
    ...(id === undefined || id === null ? {} : { id }),
    defaultCardId: raw.defaultCardId ?? null,
    isEmployer: readBoolean(raw.isEmployer) ?? readBoolean(fromUser.isEmployer) ?? false,
    autoPaymentEnabled: readBoolean(raw.autoPaymentEnabled) ?? false,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An avatar is an image the page loads: only an address `imageSrc` accepts, else none (the initials show). */
const avatarUrl = (value: unknown) => imageSrc(text(value));

/** Personal data (GET and PATCH /users/me) with its avatar read as the user's is. */
function normalizePersonalData(raw: unknown): unknown {
  return isRecord(raw) && raw.avatar !== undefined ? { ...raw, avatar: avatarUrl(raw.avatar) } : raw;
}

/**
 * The spec's user as the app holds it: its `token` dropped (the session module keeps the token, and
 * only where the session rules say), `isEmployer` from the customer, else the user's own flag, else
 * false, on both; `customerId` and `customer.id` each filling the other; `name` from the two names
 * when it is missing; an empty avatar, or one at an address the app would not load, as none.
 */
export function normalizeUser(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { token: _token, ...user } = raw;
  const customer = normalizeCustomer(user.customer, { customerId: user.customerId, isEmployer: user.isEmployer });
  const customerRecord = isRecord(customer) ? customer : null;
  const customerId = user.customerId ?? customerRecord?.id;
  const name = text(user.name) || `${text(user.firstName)} ${text(user.lastName)}`.trim();
  return {
    ...user,
    ...(name ? { name } : {}),
    ...(customerId === undefined || customerId === null ? {} : { customerId }),
    ...(customer === undefined ? {} : { customer }),
    ...(user.avatar === undefined ? {} : { avatar: avatarUrl(user.avatar) }),
    isEmployer: customerRecord ? customerRecord.isEmployer : (readBoolean(user.isEmployer) ?? false),
  };
}

const usableToken = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * A sign-in answer as `{ token, user? }`, whichever of the spec's shapes it came in: the envelope;
 * the token alone (the app then asks for the user by token); the user carrying `token`. Without a
 * usable token it stays as it came, less the unusable token, so the shape check refuses it and the
 * screen says why.
 */
export function normalizeSignIn(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const envelopeUser = isRecord(raw.user) ? raw.user : null;
  const token = usableToken(raw.token) ?? usableToken(envelopeUser?.token);
  if (!token) {
    // An empty or non-text token is no token: the shape check then says it is missing.
    const { token: _unusable, ...rest } = raw;
    return rest;
  }
  // No envelope: anything beside the token is the user itself.
  const bareUser = Object.keys(raw).some((key) => key !== 'token' && key !== 'user') ? raw : null;
  const user = envelopeUser ?? bareUser;
  return user ? { token, user: normalizeUser(user) } : { token };
}

/** An answer that only confirms (the reset calls): empty, or any JSON, is a success with nothing to read. */
function confirmation(raw: unknown): unknown {
  return isRecord(raw) ? raw : {};
}

/**
 * The kinds a customer chooses. The kinds' table is the notifications feature's
 * (notification-kinds.ts), which shared code may not import; the check below stops the build when
 * the contract gains a kind this list misses (notification-kinds.test.ts). A list, not a record,
 * since this code is on every screen's first request.
 */
export const CHOOSABLE_NOTIFICATION_KINDS = [
  'quotationIssued',
  'dueSoon',
  'referenceExpiring',
  'paymentReceived',
  'cfdiReady',
  'accountantPackage',
] as const;
export type FilledNotificationKind = (typeof CHOOSABLE_NOTIFICATION_KINDS)[number];
type ContractChoosableKind = Exclude<keyof components['schemas']['NotificationPreferences']['email'], 'autoChargeNotice'>;
true satisfies [Exclude<ContractChoosableKind, FilledNotificationKind>] extends [never] ? true : never;

/**
 * Notificaciones: a kind an older backend does not answer is on (the server's default),
 * the automatic charge notice is always on, a missing `updatedAt` is never saved. A `version` that
 * is not a whole number (digits as text read as one) is dropped: that backend keeps no versions,
 * and the screen then sends no If-Match.
 */
export function normalizeNotificationPreferences(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const email = isRecord(raw.email) ? raw.email : {};
  const { version: rawVersion, ...rest } = raw;
  const version = typeof rawVersion === 'string' && /^\d{1,15}$/.test(rawVersion) ? Number(rawVersion) : rawVersion;
  return {
    ...rest,
    email: {
      ...email,
      ...Object.fromEntries(CHOOSABLE_NOTIFICATION_KINDS.map((kind) => [kind, readBoolean(email[kind]) ?? true])),
      autoChargeNotice: true,
    },
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null,
    ...(Number.isSafeInteger(version) && (version as number) >= 0 ? { version } : {}),
  };
}

/** The operations whose answers need more than their ids read as text. */
export const ANSWER_READERS: Readonly<Record<string, (body: unknown) => unknown>> = {
  'POST /auth/app-login': normalizeSignIn,
  'POST /users/user-by-token-app': normalizeUser,
  'PATCH /customers/me': (body) => normalizeCustomer(body),
  'GET /users/me': normalizePersonalData,
  'PATCH /users/me': normalizePersonalData,
  'POST /auth/app-request-reset-password': confirmation,
  'POST /auth/app-reset-password': confirmation,
  'POST /auth/app-confirm-email-change': confirmation,
  'POST /auth/app-accept-invitation': confirmation,
  'POST /employees/{employeeId}/invitation': confirmation,
  'POST /users/me/password': confirmation,
  'POST /users/me/email-change': confirmation,
  // Notifications
  'GET /users/me/notification-preferences': normalizeNotificationPreferences,
  'PUT /users/me/notification-preferences': normalizeNotificationPreferences,
};

/** A success body as the app reads it: ids as text, then the operation's own reading. */
export function normalizeAnswer(method: string, schemaPath: string, body: unknown): unknown {
  const withTextIds = normalizeIds(body);
  const reader = ANSWER_READERS[`${method.toUpperCase()} ${schemaPath}`];
  return reader ? reader(withTextIds) : withTextIds;
}
