// 10,000 payments for the benchmark, always the same (seeded), shaped like the
// contract's Payment (Openpay charge): decimal MXN amounts, every status.

/** Small seeded PRNG (mulberry32), so every run sees the same data. */
function random(seed) {
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
  { card_number: '378282XXXXX0005', brand: 'american_express', type: 'credit', holder_name: 'Maria Jose Hernandez', bank_name: 'American Express' },
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

function pickStatus(r) {
  let roll = r() * 100;
  for (const [status, weight] of STATUSES) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'COMPLETED';
}

function pad(n, width) {
  return String(n).padStart(width, '0');
}

/** ISO with the Mexico City offset (UTC-6), as Openpay answers. */
function mexicoIso(ms) {
  const d = new Date(ms - 6 * 3600_000);
  return `${d.toISOString().slice(0, 19)}-06:00`;
}

export function generatePayments(count = 10_000, seed = 20261122) {
  const r = random(seed);
  const end = Date.parse('2026-11-22T12:00:00-06:00');
  const span = 3 * 365 * 24 * 3600_000;
  const payments = [];
  for (let i = 0; i < count; i++) {
    const time = end - Math.floor(r() * span);
    const status = pickStatus(r);
    const folio = `COT-${new Date(time).getUTCFullYear()}-${pad(Math.floor(r() * 9000) + 1000, 4)}`;
    const amount = Math.round((500 + r() * 80_000) * 1.16 * 100) / 100;
    const id = `tr${i.toString(36).padStart(4, '0')}${Math.floor(r() * 36 ** 8).toString(36).padStart(8, '0')}`.slice(0, 20);
    const hasAuthorization = !['FAILED', 'CANCELLED', 'IN_PROGRESS', 'CHARGE_PENDING'].includes(status);
    const uuid = `${pad(i, 8)}-396D-4725-8521-${pad(Math.floor(r() * 1e12), 12)}`;
    payments.push({
      id,
      amount,
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
      refund: status === 'REFUNDED' ? { id: `rf${id.slice(2)}`, amount, authorization: null, creation_date: mexicoIso(time + 86_400_000) } : null,
    });
  }
  return payments;
}

// ---------------------------------------------------------------------------
// A LoopBack-style reading of `where` and `order`, enough for the history.
// ---------------------------------------------------------------------------

function matchesValue(value, condition) {
  if (condition === null || typeof condition !== 'object') return value === condition;
  if ('inq' in condition) return condition.inq.includes(value);
  if ('between' in condition) return value >= condition.between[0] && value <= condition.between[1];
  if ('gte' in condition && !(value >= condition.gte)) return false;
  if ('gt' in condition && !(value > condition.gt)) return false;
  if ('lte' in condition && !(value <= condition.lte)) return false;
  if ('lt' in condition && !(value < condition.lt)) return false;
  return true;
}

/** Dates are compared as instants: ISO strings with different offsets do not sort as text. */
function normalise(field, value) {
  if (field !== 'creation_date') return value;
  const toTime = (v) => (typeof v === 'string' ? Date.parse(v) : v);
  if (value === null || typeof value !== 'object') return toTime(value);
  return Object.fromEntries(Object.entries(value).map(([op, v]) => [op, Array.isArray(v) ? v.map(toTime) : toTime(v)]));
}

export function applyWhere(rows, where) {
  if (!where || typeof where !== 'object') return rows;
  const conditions = Object.entries(where).map(([field, condition]) => [field, normalise(field, condition)]);
  return rows.filter((row) => conditions.every(([field, condition]) => matchesValue(field === 'creation_date' ? row._time : row[field], condition)));
}

export function applyOrder(rows, order) {
  const keys = (Array.isArray(order) ? order : order ? [order] : ['creation_date DESC']).map((entry) => {
    const [field, direction = 'ASC'] = entry.split(/\s+/);
    return { field: field === 'creation_date' ? '_time' : field, sign: direction.toUpperCase() === 'DESC' ? -1 : 1 };
  });
  return [...rows].sort((a, b) => {
    for (const { field, sign } of keys) {
      if (a[field] < b[field]) return -sign;
      if (a[field] > b[field]) return sign;
    }
    return 0;
  });
}
