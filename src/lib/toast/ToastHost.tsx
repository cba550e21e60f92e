import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastDemanded, loadToastLayer, subscribeToToastDemand, toastContainerMounted, toastContainerUnmounted } from './toast';

const Toasts = lazy(() => loadToastLayer().then((m) => ({ default: m.Toasts })));

/**
 * Mounts react-toastify's container once the first toast has been asked for, inside a box that is
 * always there and marked as react-aria's top layer: a modal dialog hides the page behind it from
 * assistive technology but not the toasts (a failure while the dialog is open is announced).
 */
export function ToastHost() {
  const demanded = useSyncExternalStore(subscribeToToastDemand, isToastDemanded, isToastDemanded);
  return (
    <div data-react-aria-top-layer="" className="contents">
      {demanded && (
        <Suspense fallback={null}>
          <Toasts onMounted={toastContainerMounted} onUnmounted={toastContainerUnmounted} />
        </Suspense>
      )}
    </div>
  );
}
