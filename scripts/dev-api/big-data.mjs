// Volume for Historial de pagos (`npm run dev -- --pagos 10000`, and the benchmark): payments
// shaped like the contract's Payment (Openpay charge), decimal MXN amounts, every status, always
// the same for the same count and day (seeded).
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
