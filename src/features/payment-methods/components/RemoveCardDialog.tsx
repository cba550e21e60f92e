import { ConfirmDialog } from '@/components/ui/Dialog';
import { describeCard, type Card } from '@/features/payment-methods/cards/card-display';

export interface RemoveCardDialogProps {
  card: Card | null;
  isOpen: boolean;
  isDefault: boolean;
  autoPaymentEnabled: boolean;
  /** The default card and automatic payment could not be confirmed after a lost answer. */
  isUnconfirmed: boolean;
  isPending: boolean;
  /** Why the last attempt failed, as a whole sentence, shown in the dialog. */
  problem: string | null;
  onCancel: () => void;
  onConfirm: (card: Card) => void;
}

/** What removing this card changes, in the customer's words. */
function removalConsequence(isDefault: boolean, autoPaymentEnabled: boolean, isUnconfirmed: boolean): string {
  // Which card is the default is not known for sure: say what would happen either way.
  if (isUnconfirmed) {
    return 'Ya no podrás usarla para pagar tus cotizaciones. Si es tu tarjeta predeterminada, te quedarás sin tarjeta predeterminada y el pago automático se desactivará.';
  }
  if (isDefault && autoPaymentEnabled) {
    return 'Es tu tarjeta predeterminada y tienes el pago automático activado. Al eliminarla, el pago automático se desactivará: para volver a activarlo, elige otra tarjeta predeterminada.';
  }
  if (isDefault) {
    return 'Es tu tarjeta predeterminada. Al eliminarla te quedarás sin tarjeta predeterminada hasta que elijas otra.';
  }
  return 'Ya no podrás usarla para pagar tus cotizaciones. Puedes volver a agregarla cuando quieras.';
}

export function RemoveCardDialog({
  card,
  isOpen,
  isDefault,
  autoPaymentEnabled,
  isUnconfirmed,
  isPending,
  problem,
  onCancel,
  onConfirm,
}: RemoveCardDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen && card !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={card ? `¿Eliminar la ${describeCard(card)}?` : ''}
      confirmLabel="Eliminar tarjeta"
      tone="danger"
      isPending={isPending}
      problem={problem}
      onConfirm={() => card && onConfirm(card)}
    >
      {removalConsequence(isDefault, autoPaymentEnabled, isUnconfirmed)}
    </ConfirmDialog>
  );
}
