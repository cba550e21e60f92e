// SAT's catalogues as published with the contract (contract/sat/*.csv, as the SAT gives them): the fiscal
// regimes (c_RegimenFiscal) and the uses of CFDI (c_UsoCFDI, with the receiver regimes each use
// allows). The development API reads these files, never a copy of the tables, so that what it
// refuses is what the SAT's own catalogue says.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../openapi-contract.mjs';

const SAT_DIR = resolve(ROOT, 'contract/sat');

/**
 * @typedef {{ code: string, description: string, fisica: boolean, moral: boolean }} FiscalRegime
 * @typedef {FiscalRegime & { regimes: Set<string> }} CfdiUse a use of CFDI and the receiver regimes it allows
 * @typedef {{ regimes: Map<string, FiscalRegime>, uses: Map<string, CfdiUse> }} SatCatalogs
 */

/**
 * The rows of a CSV (RFC 4180: fields in double quotes may hold commas, line breaks and "" for a quote).
 * @param {string} text
 * @returns {string[][]}
 */
export function parseCsv(text) {
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/**
 * The CSV's rows as records by header (headers and cells trimmed).
 * @param {string} text
 * @returns {Record<string, string>[]}
 */
function records(text) {
  const [header, ...rows] = parseCsv(text);
  const names = header.map((name) => name.trim());
  return rows.map((cells) => Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])));
}

const yes = (/** @type {string | undefined} */ value) => /^s[ií]$/i.test(value ?? '');
/** A description as the SAT writes it, without its closing period ("Gastos en general."). */
const clean = (/** @type {string} */ text) => text.replace(/\.$/, '');

/**
 * Both catalogues, from the CSVs in `dir` (the contract's contract/sat by default).
 * @param {string} [dir]
 * @returns {SatCatalogs}
 */
function loadSatCatalogs(dir = SAT_DIR) {
  /** @type {Map<string, FiscalRegime>} */
  const regimes = new Map();
  for (const row of records(readFileSync(resolve(dir, 'c_RegimenFiscal.csv'), 'utf8'))) {
    const code = row.c_RegimenFiscal;
    regimes.set(code, { code, description: clean(row['Descripción']), fisica: yes(row['Física']), moral: yes(row.Moral) });
  }
  /** @type {Map<string, CfdiUse>} */
  const uses = new Map();
  for (const row of records(readFileSync(resolve(dir, 'c_UsoCFDI.csv'), 'utf8'))) {
    const code = row.c_UsoCFDI;
    uses.set(code, {
      code,
      description: clean(row['Descripción']),
      fisica: yes(row['Aplica para tipo persona Física']),
      moral: yes(row['Aplica para tipo persona Moral']),
      // "601, 603, 606, 612, 620, 621, 622, 623, 624, 625,626": the SAT's own spacing varies.
      regimes: new Set(
        (row['Régimen Fiscal Receptor'] ?? '')
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    });
  }
  return { regimes, uses };
}

/** @type {SatCatalogs | null} */
let loaded = null;
/** The repository's catalogues, read once. */
export function satCatalogs() {
  loaded ??= loadSatCatalogs();
  return loaded;
}

/**
 * Whether the SAT allows a receiver of `kind` with régimen `regime` to take uso `use`: the régimen
 * and the uso both apply to that kind of person and the uso lists the régimen in «Régimen Fiscal
 * Receptor». The pair rule contract-verify's matrix expects (CP01 and CN01 aside: other CFDIs).
 * @param {'fisica' | 'moral'} kind @param {string} regime @param {string} use
 */
export function allowsPair(kind, regime, use) {
  const { regimes, uses } = satCatalogs();
  const r = regimes.get(regime);
  const u = uses.get(use);
  return Boolean(r?.[kind] && u?.[kind] && u.regimes.has(regime));
}
