// The real react-toastify, loaded on first use (see toast-facade.ts), with its stylesheet as a
// file: the unstyled entry never injects a <style> element, which the CSP would block.
import { useEffect } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerMounted, toastContainerUnmounted } from './toast-facade';

export { toast };

export const TOAST_AUTO_CLOSE_MS = 5000;

/** Bottom right, 5 s (spec section 2). */
export function Toasts() {
  // StrictMode (dev) runs this effect, its cleanup and the effect again at once, unmounting and
  // remounting the container in between: the timer only fires for the container that stays.
  useEffect(() => {
    const timer = setTimeout(toastContainerMounted, 0);
    return () => {
      clearTimeout(timer);
      toastContainerUnmounted();
    };
  }, []);

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
