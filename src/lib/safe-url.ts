// The one check of every address the app lets a customer follow or load. Two entry points:
// - followableUrl: server-given addresses (an invoice's PDF and XML, a store's voucher, an ARCO
//   attachment): absolute https, or http on this machine for the development API; imageSrc also
//   takes a path of this site, as the contract allows for an avatar (`/avatars/…`).
// - safeHref: links of our own texts (the aviso's Markdown): http(s), mailto:, tel: or a path of this site.
// Both refuse what reads as one place and goes to another: credentials ("https://cotiza.mx@otro.example"),
// "//host" and "/\host" (browsers read a backslash as a slash), and control characters or spaces,
// which browsers drop or rewrite. Anything else — a data: page that downloads as a document,
// javascript: (React neutralises it in href, not data:), http elsewhere — is never a link.

const DEV_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Characters no address we issue or write carries, and which browsers rewrite or drop. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const DISGUISED = /[\\\u0000-\u0020\u007f]/;
/** A stand-in origin to resolve a path against: whatever resolves elsewhere is another site. */
const SITE = 'https://site.invalid';

function parse(url: string, base?: string): URL | null {
  if (DISGUISED.test(url)) return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

const withoutCredentials = (url: URL | null) => (url && !url.username && !url.password ? url : null);

/** The server-given address to follow, normalised, or null when the customer must not be sent there. */
export function followableUrl(url: string | null | undefined): string | null {
  const parsed = withoutCredentials(url ? parse(url) : null);
  if (parsed?.protocol === 'https:') return parsed.href;
  if (parsed?.protocol === 'http:' && DEV_HOSTS.has(parsed.hostname)) return parsed.href;
  return null;
}

/** A path of this site ("/app/privacidad", "#arco"), normalised, or null ("//host" and "/\host" are other sites). */
export function sitePath(href: string): string | null {
  if (!href.startsWith('/') && !href.startsWith('#')) return null;
  const parsed = parse(href, SITE);
  if (parsed?.origin !== SITE) return null;
  return href.startsWith('#') ? href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A server-given image the page may load (avatar, logo, barcode): a followable address or a path of this site, else null. */
export function imageSrc(url: string | null | undefined): string | null {
  return followableUrl(url) ?? (url?.startsWith('/') ? sitePath(url) : null);
}

/** The address a link of our own text may have, normalised, or null: http(s), mailto:, tel:, or a path of this site. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^[/#]/.test(trimmed)) return sitePath(trimmed);
  if (/^(mailto|tel):/i.test(trimmed)) return DISGUISED.test(trimmed) ? null : trimmed;
  const parsed = withoutCredentials(parse(trimmed));
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.href : null;
}
