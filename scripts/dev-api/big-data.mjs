// Volume (`npm run dev -- --pagos 10000 --cotizaciones 24`, and the benchmarks): payments for
// Historial de pagos shaped like the contract's Payment (Openpay charge), decimal MXN amounts,
// every status; pending quotations for Inicio. Always the same for the same count and day (seeded).
import { computeTotals } from '../../src/features/billing/quotations/totals.ts';
import { mexicoCityIso } from './dates.mjs';

/** Small seeded PRNG (mulberry32), so every run sees the same data (and a failing property test repeats). @param {number} seed */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARDS = [
  { card_number: '411111XXXXXX1111', brand: 'visa', type: 'credit', holder_name: 'María José Hernández Ñúñez', bank_name: 'BBVA México' },
  { card_number: '555555XXXXXX4444', brand: 'mastercard', type: 'debit', holder_name: 'María José Hernández', bank_name: 'Banorte' },
  {
    card_number: '378282XXXXX0005',
    brand: 'american_express',
    type: 'credit',
    holder_name: 'Maria Jose Hernandez',
    bank_name: 'American Express',
  },
];

const CONCEPTS = [
  'Mantenimiento preventivo de aire acondicionado',
  'Papelería y consumibles de oficina',
  'Licencias de software contable',
  'Equipo de seguridad para obra',
  'Renta de montacargas eléctrico',
  'Póliza de soporte de red',
  'Fumigación de bodega y oficinas',
  'Servicio de mensajería',
  'Mobiliario de oficina',
  'Capacitación en seguridad industrial',
];

// Weighted like a real history: mostly paid, a few of everything else.
/** @type {[string, number][]} */
const STATUSES = [
  ['COMPLETED', 70],
  ['FAILED', 9],
  ['REFUNDED', 5],
  ['CANCELLED', 4],
  ['IN_PROGRESS', 3],
  ['CHARGE_PENDING', 3],
  ['CHARGEBACK_PENDING', 2],
  ['CHARGEBACK_ACCEPTED', 2],
  ['CHARGEBACK_ADJUSTMENT', 2],
];

/** @param {() => number} r */
function pickStatus(r) {
  let roll = r() * 100;
  for (const [status, weight] of STATUSES) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'COMPLETED';
}

/** @param {number} n @param {number} width */
function pad(n, width) {
  return String(n).padStart(width, '0');
}

const mexicoIso = (/** @type {number} */ ms) => mexicoCityIso(new Date(ms));

/** `count` payments over the three years up to `today` (YYYY-MM-DD, noon in Mexico City). */
export function generatePayments(count = 10_000, { today = '2026-11-22', seed = 20261122 } = {}) {
  const r = seededRandom(seed);
  const end = Date.parse(`${today}T12:00:00-06:00`);
  const span = 3 * 365 * 24 * 3600_000;
  const payments = [];
  for (let i = 0; i < count; i++) {
    const time = end - Math.floor(r() * span);
    const status = pickStatus(r);
    const folio = `COT-${new Date(time).getUTCFullYear()}-${pad(Math.floor(r() * 9000) + 1000, 4)}`;
    const amount = Math.round((500 + r() * 80_000) * 1.16 * 100) / 100;
    const id = `tr${i.toString(36).padStart(4, '0')}${Math.floor(r() * 36 ** 8)
      .toString(36)
      .padStart(8, '0')}`.slice(0, 20);
    const hasAuthorization = !['FAILED', 'CANCELLED', 'IN_PROGRESS', 'CHARGE_PENDING'].includes(status);
    const uuid = `${pad(i, 8)}-396D-4725-8521-${pad(Math.floor(r() * 1e12), 12)}`;
    payments.push({
      id,
      amount,
      signed_amount: status === 'REFUNDED' ? -amount : amount,
      currency: 'MXN',
      status,
      description: `Cotización ${folio} · ${CONCEPTS[Math.floor(r() * CONCEPTS.length)]}`,
      creation_date: mexicoIso(time),
      operation_date: mexicoIso(time + 60_000),
      method: 'card',
      card: CARDS[Math.floor(r() * CARDS.length)],
      authorization: hasAuthorization ? pad(Math.floor(r() * 1e6), 6) : null,
      order_id: `${folio}-01`,
      error_message: status === 'FAILED' ? 'La tarjeta fue declinada.' : null,
      quotation: { id: `q${i}`, folio },
      invoice:
        status === 'COMPLETED' && r() < 0.8
          ? { uuid, pdf_url: `https://facturas.cotiza.mx/cfdi/${uuid}.pdf`, xml_url: `https://facturas.cotiza.mx/cfdi/${uuid}.xml` }
          : null,
      refund:
        status === 'REFUNDED' ? { id: `rf${id.slice(2)}`, amount, authorization: null, creation_date: mexicoIso(time + 86_400_000) } : null,
    });
  }
  return payments;
}

/** @type {[string, number, number][]} */
const ITEMS = [
  ['Visita técnica (servicio)', 1, 950],
  ['Mano de obra especializada (hora)', 12, 420.5],
  ['Material eléctrico (lote)', 3, 1874.3],
  ['Filtros HEPA de repuesto (pieza)', 8, 689.9],
  ['Licencia anual por usuario', 15, 1290],
  ['Traslado de equipo (km)', 140, 18.75],
  ['Pintura epóxica para piso (m²)', 320, 142.4],
  ['Póliza de soporte mensual', 1, 6250],
];

/**
 * `count` pending quotations more for a full Inicio (`npm run dev -- --cotizaciones 24`, and
 * `bench:inp`): copies of `template` (an undecided pending quotation of the seed, so the states and
 * fields are the contract's) with their own id, folio, concept, lines and dates. Totals come from
 * the app's own rule (`computeTotals`). Created in the last 10 days, due in the next 5 to 40.
 * @param {number} count @param {{ template: Record<string, unknown>, today: string, seed?: number }} options
 */
export function generateQuotations(count, { template, today, seed = 20261129 }) {
  const r = seededRandom(seed);
  const noon = Date.parse(`${today}T12:00:00-06:00`);
  const day = 24 * 3600_000;
  return Array.from({ length: count }, (_, i) => {
    const lines = Array.from({ length: 1 + Math.floor(r() * 4) }, () => {
      const [description, quantity, unitPrice] = ITEMS[Math.floor(r() * ITEMS.length)];
      return { description, quantity, unitPrice };
    });
    const concept = CONCEPTS[Math.floor(r() * CONCEPTS.length)];
    return {
      ...template,
      id: `6741b2f0c3a4d5e6${pad(i, 8)}`,
      folio: `COT-2026-${pad(2000 + i, 4)}`,
      // Every fifth one says a lot, as a customer's own concepts do.
      concept: i % 5 === 4 ? `${concept} en planta Querétaro, nave industrial 3, con entrega y maniobras incluidas` : concept,
      items: lines,
      ...computeTotals(lines, Number(template.taxRate ?? 0.16)),
      createdAt: mexicoIso(noon - Math.floor(r() * 10 * day)),
      validUntil: mexicoIso(noon + (5 + Math.floor(r() * 36)) * day).slice(0, 10),
      paymentId: null,
      decision: null,
    };
  });
}
