// The secret token of an e-mailed link (`?token=…`: password reset, e-mail confirmation).
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The token kept in the history entry's state once it has left the address bar. */
function tokenFromState(state: unknown): string {
  const token = state && typeof state === 'object' && 'token' in state ? state.token : null;
  return typeof token === 'string' ? token.trim() : '';
}

/**
 * The link's token. It leaves the address bar at once (browser history, screenshots, monitoring:
 * session replay starts only once the address holds no secret) and stays in this history entry's
 * state, so a reload or coming back still works.
 */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryToken = searchParams.get('token')?.trim() ?? '';

  useEffect(() => {
    if (!searchParams.has('token')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('token');
    const search = rest.toString();
    const state: unknown = location.state;
    const kept = state && typeof state === 'object' ? state : {};
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: { ...kept, token: queryToken } },
    );
  }, [searchParams, queryToken, location.pathname, location.hash, location.state, navigate]);

  return queryToken || tokenFromState(location.state);
}
