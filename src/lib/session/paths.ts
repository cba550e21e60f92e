import { paths } from '@/config/paths';

/** A path is in the protected area when its first segment is `app` (spec: "any path containing /app"). */
export function isAppPath(pathname: string): boolean {
  return pathname === paths.app.root || pathname.startsWith(`${paths.app.root}/`);
}

/** The after-sign-in return path: only internal /app paths are accepted (no open redirect). */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  try {
    const url = new URL(candidate, 'https://cotiza.invalid');
    if (url.origin !== 'https://cotiza.invalid') return null;
    return isAppPath(url.pathname) ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
