import { Button } from '@/components/ui/Button';
import { PrintIcon } from '@/components/ui/Icons';

/** The browser's print dialog, where "Guardar como PDF" is one of the printers; the print stylesheet (styles.css) leaves only the page's content. */
export function PrintButton() {
  return (
    <Button variant="secondary" onPress={() => window.print()}>
      <PrintIcon className="size-4" />
      Imprimir o guardar PDF
    </Button>
  );
}
