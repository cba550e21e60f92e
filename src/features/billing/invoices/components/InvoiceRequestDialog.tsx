// The invoice dialog itself: loaded with its react-aria overlay code only when first opened (or
// once the screen has settled, see InvoiceRequestLayout). It finds where the fields start, then
// shows the form.
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogTitle, Modal } from '@/components/ui/Dialog';
import { FolioText } from '@/components/ui/Folio';
import { Spinner } from '@/components/ui/Spinner';
import { companyProfileQueryOptions, personalDataQueryOptions, type InvoiceReceiverValues } from '@/features/customer';
import { closeInvoiceRequest, INVOICE_REQUEST_TITLES, type InvoiceRequestTarget } from '@/features/billing/invoices/invoice-request-store';
import { useSession } from '@/lib/session';
import { EMPTY_RECEIVER, receiverFromCompany, receiverFromInvoice, receiverFromPersonalData } from '../invoice-form';
import { InvoiceRequestForm } from './InvoiceRequestForm';

export function InvoiceRequestDialog({ target }: { target: InvoiceRequestTarget | null }) {
  const [isPending, setPending] = useState(false);
  const onPendingChange = useCallback((pending: boolean) => setPending(pending), []);
  return (
    <Modal
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) closeInvoiceRequest();
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog aria-label={target ? INVOICE_REQUEST_TITLES[target.mode] : 'Factura'}>
        {target && (
          <>
            <DialogTitle>{INVOICE_REQUEST_TITLES[target.mode]}</DialogTitle>
            <p className="mt-1 mb-4 text-sm text-slate-600">
              <FolioText text={target.payment.description} />
            </p>
            {/* Keyed by payment and mode: another payment's dialog starts from its own data. */}
            <Prefilled key={`${target.payment.id}:${target.mode}`} target={target} onPendingChange={onPendingChange} />
          </>
        )}
      </Dialog>
    </Modal>
  );
}

/**
 * Where the fields start: the data of the invoice being corrected or of the refused request (what
 * the customer sent then), else Mis datos (a person) or Mi perfil (an employer's company). Saved
 * data that cannot be read leaves the fields empty, said so; it never blocks the request.
 */
function Prefilled({ target, onPendingChange }: { target: InvoiceRequestTarget; onPendingChange: (pending: boolean) => void }) {
  const { isEmployer } = useSession();
  const earlier = target.payment.invoice?.receiver ?? null;
  const needsProfile = earlier === null;
  const personal = useQuery({ ...personalDataQueryOptions(), enabled: needsProfile && !isEmployer });
  const company = useQuery({ ...companyProfileQueryOptions(), enabled: needsProfile && isEmployer });
  const profile = isEmployer ? company : personal;

  if (needsProfile && profile.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Cargando tus datos fiscales" />
      </div>
    );
  }

  let initial: InvoiceReceiverValues = EMPTY_RECEIVER;
  let prefillNote: string | null = null;
  if (earlier) initial = receiverFromInvoice(earlier);
  else if (isEmployer && company.data) initial = receiverFromCompany(company.data);
  else if (!isEmployer && personal.data) initial = receiverFromPersonalData(personal.data);
  else if (profile.isError) prefillNote = `No pudimos leer ${isEmployer ? 'Mi perfil' : 'Mis datos'}; escribe tus datos fiscales.`;

  return (
    <InvoiceRequestForm
      payment={target.payment}
      mode={target.mode}
      initial={initial}
      original={target.mode !== 'request' && earlier ? receiverFromInvoice(earlier) : null}
      isEmployer={isEmployer}
      prefillNote={prefillNote}
      onDone={closeInvoiceRequest}
      onCancel={closeInvoiceRequest}
      onPendingChange={onPendingChange}
    />
  );
}
