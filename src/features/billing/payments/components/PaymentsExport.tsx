import { CsvExport } from '@/components/export/CsvExport';
import { fetchPaymentsForExport } from '../api/export-payments';
import { paymentsOrder, paymentsWhere, type PaymentListState } from '../payment-list-state';
import { csvFileName, paymentsToCsv } from '../payments-csv';

/**
 * "Exportar CSV" of Historial: every payment of the current filters, in the list's order, with the
 * export's progress, "Cancelar" and how it ended (CsvExport).
 */
export function PaymentsExport({ listState, isDisabled }: { listState: PaymentListState; isDisabled: boolean }) {
  return (
    <CsvExport
      noun={{ one: 'pago', many: 'pagos' }}
      isDisabled={isDisabled}
      read={async (options) => {
        const { payments, total, isComplete } = await fetchPaymentsForExport(
          paymentsWhere(listState),
          paymentsOrder(listState.sort),
          options,
        );
        return { rows: payments, total, isComplete };
      }}
      toCsv={paymentsToCsv}
      fileName={() => csvFileName()}
    />
  );
}
