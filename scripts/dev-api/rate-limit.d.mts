import type { RateLimit, RateLimitName } from './server.mjs';
export const NO_RATE_LIMITS: Readonly<Record<RateLimitName, null>>;
export function resolveRateLimits(overrides?: Partial<Record<RateLimitName, RateLimit | null>>): Record<RateLimitName, RateLimit | null>;
export interface RateLimiter {
  check(name: RateLimitName, key: string): number | null;
  hit(name: RateLimitName, key: string): void;
  clear(name: RateLimitName, key: string): void;
}
export function createRateLimiter(limits?: Record<RateLimitName, RateLimit | null>, now?: () => number): RateLimiter;
