// The real react-toastify, loaded on first use (see toast-facade.ts), with its stylesheet as a
// file: the unstyled entry never injects a <style> element, which the CSP would block.
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

export { toast };

export const TOAST_AUTO_CLOSE_MS = 5000;

/** Bottom right, 5 s (spec section 2). */
export function Toasts() {
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
