// The payment of the quotation in payment (quotation-store), as a modal
// dialog. Mounted once per page; opened by openPayment(). The modal and the form
// inside load when a payment is first opened (or "Pagar" is hovered, see
// preloadPayment), so Inicio's first load carries none of react-aria's overlay code.
import { Suspense, lazy, useEffect, useState } from 'react';
import { closePayment, useQuotationInPayment } from '../quotation-store';

const loadModal = () => import('./PayQuotationModal');
const PayQuotationModal = lazy(() => loadModal().then((m) => ({ default: m.PayQuotationModal })));

/** Starts loading the payment modal and its form, e.g. when a "Pagar" button is hovered. */
export function preloadPayment(): void {
  void loadModal().then((m) => m.loadForm());
}

export function PayQuotationDialog() {
  const inPayment = useQuotationInPayment();
  // Once opened, the modal stays mounted so it can animate out.
  const [wasOpened, setWasOpened] = useState(false);
  if (inPayment !== null && !wasOpened) setWasOpened(true);

  // Leaving the page closes a payment not yet sent; one being sent finishes on its own.
  useEffect(() => () => closePayment(), []);

  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <PayQuotationModal inPayment={inPayment} />
    </Suspense>
  );
}
