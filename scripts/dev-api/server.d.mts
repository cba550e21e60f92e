/** The contract's User, as the API answers it. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  avatar?: string;
  customerId: string;
  customer: { id: string; openpayCustomerId: string; defaultCardId: string | null; isEmployer: boolean; autoPaymentEnabled: boolean };
  isEmployer: boolean;
}
export interface DevApiOptions {
  port?: number;
  host?: string;
  contract?: string;
  /** YYYY-MM-DD in Mexico City: how far the example dates move. */
  today?: string;
  /** Generated payments added to the employer. */
  payments?: number;
  appOrigin?: string;
  delayMs?: number;
  clock?: () => Date;
  log?: (line: string) => void;
  /** Overrides of the default rate limits (rate-limit.mjs); null switches one off. */
  rateLimits?: Partial<Record<RateLimitName, RateLimit | null>>;
}
export type RateLimitName = 'signInFailures' | 'resetRequests' | 'resetFailures' | 'addCard' | 'pay';
export interface RateLimit {
  max: number;
  windowMs: number;
}
export interface SeedAccount {
  kind: 'employer' | 'nonEmployer';
  user: { id: string; email: string; firstName: string; lastName: string; avatar: string | null; customerId: string };
  sessionToken: string;
  [key: string]: unknown;
}
export interface DevApi {
  url: string;
  port: number;
  seed: { asOf: string; today: string; shiftDays: number; password: string; accounts: SeedAccount[] };
  stats: { requests: number; ms: number };
  newWorld(kind: 'employer' | 'nonEmployer'): { world: string; token: string; user: User };
  resetSharedWorld(): void;
  close(): Promise<void>;
}
export function fieldErrors(errors: unknown[] | null | undefined): { field: string; message: string }[];
export function startDevApi(options?: DevApiOptions): Promise<DevApi>;
export function parseDevApiArgs(
  argv: string[],
  env?: Record<string, string | undefined>,
): Required<Pick<DevApiOptions, 'port' | 'payments' | 'delayMs' | 'rateLimits'>> & { today?: string };
