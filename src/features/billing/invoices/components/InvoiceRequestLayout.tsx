// Around Historial's screens (src/app mounts it as their parent route): the screens, and the one
// invoice dialog they open (../invoice-request-store). The dialog's code loads once the
// screen has settled, or on intent (hover, focus) on a button that opens it.
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyComponent, usePreloadWhenIdle, OnDemand } from '@/lib/lazy';
import {
  closeInvoiceRequest,
  setInvoiceRequestPreloader,
  useInvoiceRequestTarget,
} from '@/features/billing/invoices/invoice-request-store';

const InvoiceRequestDialog = lazyComponent(() => import('./InvoiceRequestDialog').then((m) => m.InvoiceRequestDialog));
const preload = () => InvoiceRequestDialog.preload();

export function InvoiceRequestHost() {
  const target = useInvoiceRequestTarget();
  // Once opened, the modal stays mounted so it can animate out.
  const [wasOpened, setWasOpened] = useState(false);
  if (target !== null && !wasOpened) setWasOpened(true);

  usePreloadWhenIdle(preload);
  useEffect(() => setInvoiceRequestPreloader(() => void preload().catch(() => {})), []);
  // Leaving Historial closes the dialog.
  useEffect(() => () => closeInvoiceRequest(), []);

  return (
    <OnDemand when={wasOpened}>
      <InvoiceRequestDialog target={target} />
    </OnDemand>
  );
}

export function InvoiceRequestLayout() {
  return (
    <>
      <Outlet />
      <InvoiceRequestHost />
    </>
  );
}
