// Parts of Mexican identifiers shared by the RFC (src/features/customer/fiscal/rfc.ts) and the CURP (mexico.ts).

/** Upper-cases, and drops spaces, hyphens and dots people paste from documents ("gode-561231 gr8"). */
export function normalizeIdentifier(input: string | null | undefined): string {
  return String(input ?? '')
    .normalize('NFC')
    .replace(/[\s.\-_]/g, '')
    .toLocaleUpperCase('es-MX');
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1]!;
}

/** YYMMDD with an unknown century: Feb 29 is fine when either 19YY or 20YY is a leap year. */
export function isValidShortDate(yymmdd: string, century?: 1900 | 2000): boolean {
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  const centuries = century ? [century] : [1900, 2000];
  return centuries.some((c) => isValidDate(c + yy, mm, dd));
}
