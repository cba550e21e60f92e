import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportError } from '@/lib/monitoring';
import { CrashScreen } from './AppErrorBoundary';

export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error);
  }, [error]);
  return <CrashScreen />;
}
