import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { appPaths } from '@/config/app-paths';
import { useSession } from '@/lib/session';
import type { UserKind } from './navigation';

export const NO_ACCESS_MESSAGE = 'No tienes acceso a esta sección';

/** A direct visit to a section hidden for the user's kind goes to Inicio with a toast. */
export function KindGate({ kind }: { kind: UserKind }) {
  const { user, isEmployer } = useSession();
  const allowed = !user || (kind === 'employer') === isEmployer;
  useEffect(() => {
    if (!allowed) toast.warning(NO_ACCESS_MESSAGE, { toastId: 'no-access' });
  }, [allowed]);
  if (!allowed) return <Navigate to={appPaths.home} replace />;
  return <Outlet />;
}
