// The payment of the quotation in payment (quotation-store), as a modal
// dialog. Mounted once per page; opened by openPayment(). The modal and the form
// inside load when a payment is first opened (or "Pagar" is hovered, see
// preloadPayment), so Inicio's first load carries none of react-aria's overlay code.
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/lazy';
import { closePayment, useQuotationInPayment } from '../quotation-store';

let loadForm: (() => Promise<unknown>) | null = null;
const PayQuotationModal = lazyComponent(() =>
  import('./PayQuotationModal').then((m) => {
    loadForm = m.PayQuotationForm.preload;
    return m.PayQuotationModal;
  }),
);

/** Loads the payment modal and its form, e.g. when a "Pagar" button is hovered or pressed. */
function preloadModalAndForm(): Promise<unknown> {
  return PayQuotationModal.preload().then(() => loadForm?.());
}

/** Starts loading the payment modal and its form (intent: hover, press start). */
export function preloadPayment(): void {
  void preloadModalAndForm().catch(() => {});
}

export function PayQuotationDialog() {
  const inPayment = useQuotationInPayment();
  // Once opened, the modal stays mounted so it can animate out.
  const [wasOpened, setWasOpened] = useState(false);
  if (inPayment !== null && !wasOpened) setWasOpened(true);

  // Loaded once the screen has settled: a first tap on "Pagar" paints the form at once.
  usePreloadWhenIdle(preloadModalAndForm);

  // Leaving the page closes a payment not yet sent; one being sent finishes on its own.
  useEffect(() => () => closePayment(), []);

  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <PayQuotationModal inPayment={inPayment} />
    </Suspense>
  );
}
