// The payment of the quotation in payment (quotation-store), as a modal
// dialog. Mounted once per page; opened by openPayment(). The modal and the form
// inside load once the screen has settled (or when "Pagar" is hovered or pressed, see
// preloadPayment), so Inicio's first load carries none of react-aria's overlay code.
import { useEffect, useState } from 'react';
import { lazyComponent, usePreloadWhenIdle, OnDemand } from '@/lib/lazy';
import { closePayment, useQuotationInPayment } from '../quotation-store';

const loadModal = () => import('./PayQuotationDialog');
const PayQuotationDialog = lazyComponent(() => loadModal().then((m) => m.PayQuotationDialog));

/** Loads the payment modal and the form inside it. */
function preloadModalAndForm(): Promise<unknown> {
  return loadModal().then((m) => Promise.all([PayQuotationDialog.preload(), m.PayQuotationForm.preload()]));
}

/** Starts loading the payment modal and its form (intent: hover, press start). */
export function preloadPayment(): void {
  void preloadModalAndForm().catch(() => {});
}

export function PayQuotationDialogHost() {
  const inPayment = useQuotationInPayment();
  // Once opened, the modal stays mounted so it can animate out.
  const [wasOpened, setWasOpened] = useState(false);
  if (inPayment !== null && !wasOpened) setWasOpened(true);

  // Loaded once the screen has settled: a first tap on "Pagar" paints the form at once.
  usePreloadWhenIdle(preloadModalAndForm);

  // Leaving the page closes a payment not yet sent; one being sent finishes on its own.
  useEffect(() => () => closePayment(), []);

  return (
    <OnDemand when={wasOpened}>
      <PayQuotationDialog inPayment={inPayment} />
    </OnDemand>
  );
}
