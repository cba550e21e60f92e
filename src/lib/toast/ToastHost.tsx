import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastDemanded, loadToastLayer, subscribeToToastDemand, toastContainerMounted, toastContainerUnmounted } from './toast';

const Toasts = lazy(() => loadToastLayer().then((m) => ({ default: m.Toasts })));

/** Mounts react-toastify's container once the first toast has been asked for. */
export function ToastHost() {
  const demanded = useSyncExternalStore(subscribeToToastDemand, isToastDemanded, isToastDemanded);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts onMounted={toastContainerMounted} onUnmounted={toastContainerUnmounted} />
    </Suspense>
  );
}
