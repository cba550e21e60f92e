// The real react-toastify, loaded on first use (see toast.ts), with its stylesheet as a
// file: the unstyled entry never injects a <style> element, which the CSP would block. It does not
// import the facade (no cycle): ToastHost hands it the facade's callbacks.
import { useEffect } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** @public Read through `import('./toast-layer')` in toast.ts, which knip cannot follow. */
export { toast };

const TOAST_AUTO_CLOSE_MS = 5000;

interface ToastsProps {
  /** The container is up for good (StrictMode's remount is over). */
  onMounted: () => void;
  onUnmounted: () => void;
}

/**
 * Bottom right, 5 s (spec section 2).
 * @public Loaded through `import('./toast-layer')` by ToastHost's lazy(), which knip cannot follow.
 */
export function Toasts({ onMounted, onUnmounted }: ToastsProps) {
  // StrictMode (dev) runs this effect, its cleanup and the effect again at once, unmounting and
  // remounting the container in between: the timer only fires for the container that stays.
  useEffect(() => {
    const timer = setTimeout(onMounted, 0);
    return () => {
      clearTimeout(timer);
      onUnmounted();
    };
  }, [onMounted, onUnmounted]);

  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      transition={Slide}
      newestOnTop
      closeButton
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}
