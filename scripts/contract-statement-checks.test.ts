// @vitest-environment node
// contract:verify's statement arithmetic (statementProblems) on the seed employer's statement as the
// development API builds it: none on it, and each planted fault named with its row and cents.
import { describe, expect, it } from 'vitest';
import { statementProblems } from './contract-statement-checks.mjs';
import { addDaysToDay, todayInMexicoCity } from './dev-api/dates.mjs';
import { buildSeed } from './dev-api/seed.mjs';
import { buildStatement } from './dev-api/statement.mjs';

const today = todayInMexicoCity();
const employer = buildSeed({ today }).accounts.find((account) => account.kind === 'employer')!;
const quotations = employer.quotations as unknown as Parameters<typeof buildStatement>[0]['quotations'];
const payments = employer.payments as unknown as Parameters<typeof buildStatement>[0]['payments'];
const good = () =>
  buildStatement({ quotations, payments, from: addDaysToDay(today, -365), to: today, generatedAt: `${today}T10:00:00-06:00` });
const cents = (amount: number, add: number) => Math.round(amount * 100 + add) / 100;

describe('statementProblems', () => {
  it('finds nothing wrong in the development API’s statement, the aging checked too (opening 0)', () => {
    const statement = good();
    expect(statement.entries.length).toBeGreaterThan(5);
    expect(statement.openingBalance).toBe(0);
    expect(statementProblems(statement, quotations)).toEqual([]);
  });

  it('names a running balance one cent off, by its row', () => {
    const statement = good();
    statement.entries[2]!.balance = cents(statement.entries[2]!.balance, 1);
    expect(statementProblems(statement, quotations)[0]).toMatch(
      /^movimiento 3 \(.+\): saldo .*el anterior más el cargo menos el abono da .* \(diferencia 1 centavos\)$/,
    );
  });

  it('names totals and a closing balance that do not add up, in cents', () => {
    const statement = good();
    statement.totalCredits = cents(statement.totalCredits, 1);
    statement.closingBalance = cents(statement.closingBalance, -2);
    const problems = statementProblems(statement, quotations).join('\n');
    expect(problems).toMatch(/totalCredits .*; la suma de los abonos es/);
    expect(problems).toMatch(/saldo final .* \(diferencia -2 centavos\)/);
  });

  it('names an aging bucket that is not what its quotations owe, and an amount not in whole cents', () => {
    const statement = good();
    const { aging } = statement;
    aging.current = cents(aging.current + aging.days1to30 + aging.days31to60, 0);
    aging.days1to30 = 0;
    aging.days31to60 = 0;
    statement.entries[0]!.charge += 0.001;
    const problems = statementProblems(statement, quotations).join('\n');
    expect(problems).toMatch(/antigüedad «.+» \(aging\.\w+\) .*; lo pendiente de las cotizaciones en ese rango es/);
    expect(problems).toMatch(/movimiento 1 .*: cargo [\d.]+ no está en centavos enteros/);
  });
});
