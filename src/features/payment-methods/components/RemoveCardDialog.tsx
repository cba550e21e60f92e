import { ConfirmDialog } from '@/components/ui/Dialog';
import { describeCard, type Card } from '@/lib/cards/card-display';

export interface RemoveCardDialogProps {
  card: Card | null;
  isOpen: boolean;
  isDefault: boolean;
  autoPaymentEnabled: boolean;
  isPending: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  problem: string | null;
  onCancel: () => void;
  onConfirm: (card: Card) => void;
}

/** What removing this card changes, in the customer's words. */
function removalConsequence(isDefault: boolean, autoPaymentEnabled: boolean): string {
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
      problem={problem && `No pudimos eliminar la tarjeta. ${problem}`}
      onConfirm={() => card && onConfirm(card)}
    >
      {removalConsequence(isDefault, autoPaymentEnabled)}
    </ConfirmDialog>
  );
}
