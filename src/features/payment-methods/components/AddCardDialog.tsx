// The add-card dialog: it can be closed at any moment but while our API saves the token, and
// closing drops a token still on its way. The form is AddCardForm; its flow, api/add-card-flow.ts.
import { useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogTitle, Modal } from '@/components/ui/Dialog';
import type { Card } from '@/features/payment-methods/cards/card-display';
import type { Submission } from '../api/add-card-flow';
import { useAfterFirstPaint } from '@/lib/after-paint';
import { AddCardForm, AddCardFormPlaceholder } from './AddCardForm';

export interface AddCardDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The customer already has a default card (otherwise the new one becomes the default). */
  hasDefaultCard: boolean;
  onAdded?: (card: Card) => void;
}

export function AddCardDialog({ isOpen, onOpenChange, hasDefaultCard, onAdded }: AddCardDialogProps) {
  const [isSaving, setSaving] = useState(false);
  const submissionRef = useRef<Submission | null>(null);
  // The dialog can be closed at any time (scripts loading, tokenizing) except while the token is
  // being saved by our API: that call is time-limited, and once sent the card may be saved, so
  // "Cancelar" could not honestly undo it.
  const requestOpenChange = (open: boolean) => {
    if (open) {
      onOpenChange(true);
      return;
    }
    const current = submissionRef.current;
    if (current?.step === 'saving') return;
    // A token still on its way is dropped: it never reaches our API.
    current?.controller.abort();
    submissionRef.current = null;
    onOpenChange(false);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={requestOpenChange}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
      className="max-w-md"
    >
      <Dialog>
        {/* Named by its title from the first frame; the form and its focused first field follow. */}
        <DialogTitle>Agregar tarjeta</DialogTitle>
        <p className="mt-1 text-sm text-slate-600">Crédito o débito: Visa, Mastercard, American Express o Carnet.</p>
        <DeferredForm hasDefaultCard={hasDefaultCard}>
          {/* Mounted only while open: the card data is gone as soon as the dialog closes. */}
          <AddCardForm
            hasDefaultCard={hasDefaultCard}
            submissionRef={submissionRef}
            onSavingChange={setSaving}
            onCancel={() => requestOpenChange(false)}
            onAdded={(card) => {
              onAdded?.(card);
              onOpenChange(false);
            }}
          />
        </DeferredForm>
      </Dialog>
    </Modal>
  );
}

/**
 * The tap paints the dialog's title and the form's room; the form (react-aria fields, Openpay's
 * preparation) mounts a frame later. A child of the Dialog, so each opening starts from the placeholder.
 */
function DeferredForm({ hasDefaultCard, children }: { hasDefaultCard: boolean; children: ReactNode }) {
  return useAfterFirstPaint() ? children : <AddCardFormPlaceholder hasDefaultCard={hasDefaultCard} />;
}
