export type SeedRecord = Record<string, unknown>;
export type AccountKind = 'employer' | 'nonEmployer';
export interface SeedAccount {
  kind: AccountKind;
  user: { id: string; email: string; firstName: string; lastName: string; avatar: string | null; customerId: string };
  customer: { id: string; openpayCustomerId: string; defaultCardId: string | null; isEmployer: boolean; autoPaymentEnabled: boolean };
  password: string;
  personalData: SeedRecord;
  sessionToken: string;
  cards: SeedRecord[];
  quotations: SeedRecord[];
  payments: SeedRecord[];
  company: SeedRecord | null;
  employees: SeedRecord[];
}
export interface Seed {
  asOf: string;
  today: string;
  shiftDays: number;
  password: string;
  accounts: SeedAccount[];
  resetTokens: { token: string; userId: string }[];
  exampleCardTokens: Record<string, SeedRecord>;
}
export function buildSeed(options?: { doc?: Record<string, unknown>; today?: string; extraPayments?: number }): Seed;
export function exampleShift(doc: Record<string, unknown>, today?: string): { asOf: string; today: string; days: number };
export function shiftExampleDate<T>(value: T, days: number): T;
