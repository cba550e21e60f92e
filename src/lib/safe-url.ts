// Server-given addresses the app lets a customer follow (an invoice's PDF and XML, a store's
// voucher): absolute https, or http on this machine for the development API. Anything else — a
// data: page that downloads as a document, javascript:, a relative path, http elsewhere — is never
// rendered as a link (React neutralises javascript: hrefs, not data: ones), nor one with credentials.

const DEV_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The address to follow, normalised, or null when it is not one the customer may be sent to. */
export function followableUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // "https://cotiza.mx@otro.example/…" reads as ours and goes elsewhere; no real document link has credentials.
  if (parsed.username || parsed.password) return null;
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:' && DEV_HOSTS.has(parsed.hostname)) return parsed.href;
  return null;
}
