// A local API for the benchmark: the two payments calls (list with
// filter/skip/limit, and count) over 10,000 payments, plus what the app needs
// around them (the session's user, one payment, cards, quotations).
import { createServer } from 'node:http';
import { applyOrder, applyWhere, generatePayments } from './payments-data.mjs';

const USER = {
  id: '6650f1c2a9b3e4d5f6a7b8c9',
  email: 'mariajose.hernandez@constructoradelbajio.mx',
  firstName: 'María José',
  lastName: 'Hernández Ñúñez',
  name: 'María José Hernández Ñúñez',
  customerId: '6650f1c2a9b3e4d5f6a7b8d0',
  customer: {
    id: '6650f1c2a9b3e4d5f6a7b8d0',
    openpayCustomerId: 'ag4nktpdzebjiye1tlze',
    defaultCardId: 'kqgykn96i7bcs1wwhvgw',
    isEmployer: true,
    autoPaymentEnabled: true,
  },
  isEmployer: true,
};

const CARDS = [
  {
    id: 'kqgykn96i7bcs1wwhvgw',
    card_number: '411111XXXXXX1111',
    holder_name: 'María José Hernández Ñúñez',
    expiration_month: '12',
    expiration_year: '29',
    brand: 'visa',
    type: 'credit',
    bank_name: 'BBVA México',
    allows_charges: true,
    creation_date: '2026-03-14T10:22:41-06:00',
  },
];

function quotations(count = 12) {
  return Array.from({ length: count }, (_, i) => ({
    id: `q${i}`,
    folio: `COT-2026-${String(200 - i).padStart(4, '0')}`,
    concept: 'Mantenimiento preventivo de aire acondicionado',
    status: ['pendiente', 'pagada', 'vencida', 'cancelada'][i % 4],
    items: [{ description: 'Mantenimiento preventivo minisplit 2 TR', quantity: 6, unitPrice: 1450 }],
    subtotal: 8700,
    taxRate: 0.16,
    tax: 1392,
    total: 10092,
    currency: 'MXN',
    createdAt: new Date(Date.UTC(2026, 10, 20 - i, 17)).toISOString(),
    validUntil: `2026-12-${String(10 + (i % 18)).padStart(2, '0')}`,
    paymentId: null,
  }));
}

function readJsonParam(url, name) {
  const raw = url.searchParams.get(name);
  if (!raw) return undefined;
  return JSON.parse(raw);
}

export async function startPaymentsServer({ port = 4035, count = 10_000 } = {}) {
  const payments = generatePayments(count).map((p) => ({ ...p, _time: Date.parse(p.creation_date) }));
  const strip = ({ _time, ...payment }) => payment;
  const byId = new Map(payments.map((p) => [p.id, p]));
  const stats = { requests: 0, serverMs: 0 };

  const server = createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, prefer');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
    const send = (status, body) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
      stats.requests += 1;
      stats.serverMs += performance.now() - started;
    };
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    try {
      const key = `${req.method} ${url.pathname}`;
      if (key === 'POST /users/user-by-token-app') return send(200, USER);
      if (key === 'GET /customers/me/cards') return send(200, CARDS);
      if (key === 'GET /quotations') return send(200, quotations());
      if (key === 'GET /payments/count') return send(200, { count: applyWhere(payments, readJsonParam(url, 'where')).length });
      if (key === 'GET /payments') {
        const filter = readJsonParam(url, 'filter') ?? {};
        const skip = filter.skip ?? 0;
        const limit = Math.min(filter.limit ?? 20, 1000);
        const rows = applyOrder(applyWhere(payments, filter.where), filter.order).slice(skip, skip + limit);
        return send(200, rows.map(strip));
      }
      const one = /^GET \/payments\/([^/]+)$/.exec(key);
      if (one) {
        const payment = byId.get(decodeURIComponent(one[1]));
        return payment ? send(200, strip(payment)) : send(404, { message: 'No encontramos este pago.' });
      }
      return send(404, { message: `Sin ruta en el servidor de pruebas: ${key}` });
    } catch {
      return send(400, { message: 'No pudimos aplicar los filtros.' });
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    firstPaymentId: applyOrder(payments, ['creation_date DESC'])[0].id,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
