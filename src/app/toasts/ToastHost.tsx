import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastDemanded, loadToastLayer, subscribeToToastDemand } from './toast-facade';

const Toasts = lazy(() => loadToastLayer().then((m) => ({ default: m.Toasts })));

/** Mounts react-toastify's container once the first toast has been asked for. */
export function ToastHost() {
  const demanded = useSyncExternalStore(subscribeToToastDemand, isToastDemanded, isToastDemanded);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
