// The payment modal itself; loaded with its react-aria overlay code only when a
// payment is first opened (see PayQuotationDialogHost).
import { Suspense } from 'react';
import { Dialog, Modal } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { lazyComponent } from '@/lib/lazy';
import { closePayment, type QuotationInPayment } from '../quotation-store';

export const PayQuotationForm = lazyComponent(() => import('./PayQuotationForm').then((m) => m.default));

export function PayQuotationDialog({ inPayment }: { inPayment: QuotationInPayment | null }) {
  const isPaying = inPayment?.phase === 'paying';
  return (
    <Modal
      isOpen={inPayment !== null}
      onOpenChange={(open) => {
        if (!open) closePayment();
      }}
      isDismissable={!isPaying}
      isKeyboardDismissDisabled={isPaying}
      // Wider than the default: three ways to pay and the plans sit side by side.
      className="max-w-xl"
    >
      <Dialog aria-label={inPayment ? `Pagar cotización ${inPayment.quotation.folio}` : 'Pagar cotización'}>
        {inPayment && (
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label="Preparando el pago" />
              </div>
            }
          >
            <PayQuotationForm inPayment={inPayment} />
          </Suspense>
        )}
      </Dialog>
    </Modal>
  );
}
