// The CLABE (Clave Bancaria Estandarizada), Mexico's 18-digit account number for SPEI transfers:
// bank (3), branch/plaza (3), account (11) and a check digit. The server gives it; the app checks
// it before the customer copies it into their bank, and shows it grouped so it can be read aloud.

const CLABE = /^\d{18}$/;
// Weights 3, 7, 1 repeated over the first 17 digits.
const WEIGHTS = '37137137137137137';

/** The check digit of the first 17 digits (Banxico's rule: weights 3, 7, 1; each product mod 10). */
function checkDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * Number(WEIGHTS[i])) % 10;
  return (10 - (sum % 10)) % 10;
}

/** 18 digits whose last is the check digit of the others: "646180110300212348" → true. */
export function isValidClabe(clabe: string): boolean {
  return CLABE.test(clabe) && checkDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}

/**
 * Grouped by its structure for reading: bank 3, branch 3, account 11 as 4-4-3, check digit 1,
 * "646180110300212348" → "646 180 1103 0021 234 8". Anything that is not 18 digits comes back as it was.
 */
export function formatClabe(clabe: string): string {
  if (!CLABE.test(clabe)) return clabe;
  return [clabe.slice(0, 3), clabe.slice(3, 6), clabe.slice(6, 10), clabe.slice(10, 14), clabe.slice(14, 17), clabe.slice(17)].join(' ');
}
