// The HTML pages the development API serves in place of the bank's: the 3-D Secure page a card
// that asks for it sends the customer to. Plain, accessible Spanish pages with no external
// resources and every interpolated value escaped.

/** @typedef {import('./world.mjs').Schemas} Schemas */

const BRANDS = /** @type {Record<string, string>} */ ({
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  carnet: 'Carnet',
});

const STATUS_WORDS = /** @type {Record<string, string>} */ ({
  COMPLETED: 'ya está autorizado',
  FAILED: 'fue rechazado',
  CANCELLED: 'fue cancelado',
});

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "$14,351.52 MXN". @param {number} amount */
const formatAmount = (amount) => `${money.format(amount)} MXN`;

/** "Visa •••• 3220". @param {Schemas['Payment']['card']} card */
function describeCard(card) {
  if (!card) return 'Tarjeta';
  return `${BRANDS[card.brand] ?? card.brand} •••• ${card.card_number.slice(-4)}`;
}

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; border: 1px solid #d1d5db; }
  .aviso { margin: 0 0 1rem; padding: 0.75rem; border: 2px dashed #b45309; border-radius: 0.5rem; background: #fffbeb; color: #78350f; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  form { display: grid; gap: 0.75rem; }
  button { font: inherit; padding: 0.75rem 1rem; border-radius: 0.5rem; border: 1px solid #374151; background: #fff; color: #111827; cursor: pointer; }
  button[value="approve"] { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/** @param {string} title @param {string} content HTML, already escaped */
function page(title, content) {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="aviso" role="note"><strong>Simulación de desarrollo.</strong> Esta página hace las veces de la página 3-D Secure de tu banco: no es un banco real ni se mueve dinero real.</p>
${content}
</main>
</body>
</html>
`;
}

/**
 * The bank's 3-D Secure page for a charge: merchant, amount and card, and the three answers (a
 * form that posts `decision` to `action`). A charge no longer waiting only leads back.
 * @param {Schemas['Payment']} payment @param {string} action the form's URL (this page's own)
 */
export function threeDSecurePage(payment, action) {
  const details = `<dl>
<dt>Comercio</dt><dd>Cotiza</dd>
<dt>Monto</dt><dd>${escapeHtml(formatAmount(payment.amount))}</dd>
<dt>Tarjeta</dt><dd>${escapeHtml(describeCard(payment.card))}</dd>
<dt>Concepto</dt><dd>${escapeHtml(payment.description)}</dd>
</dl>`;
  if (payment.status !== 'CHARGE_PENDING') {
    const state = STATUS_WORDS[payment.status] ?? 'ya no espera autenticación';
    return page(
      'Este pago ya no espera autenticación · Simulación 3-D Secure',
      `<h1>Este pago ${escapeHtml(state)}</h1>
${details}
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="abandon">Volver a la tienda</button>
</form>`,
    );
  }
  return page(
    'Autoriza tu pago · Simulación 3-D Secure',
    `<h1>Autoriza tu pago con 3-D Secure</h1>
<p>Cotiza pide a tu banco que confirmes este pago.</p>
${details}
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="approve">Autorizar pago</button>
<button type="submit" name="decision" value="reject">Rechazar</button>
<button type="submit" name="decision" value="abandon">Cancelar y volver a la tienda</button>
</form>`,
  );
}

/** A page for an unknown charge, or an answer the form does not have. @param {string} title @param {string} text */
export function messagePage(title, text) {
  return page(`${title} · Simulación 3-D Secure`, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}
