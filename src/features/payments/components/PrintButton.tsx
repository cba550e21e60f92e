import { Button } from '@/components/ui/Button';

/** The browser's print dialog, where "Guardar como PDF" is one of the printers; the print stylesheet (styles.css) leaves only the page's content. */
export function PrintButton() {
  return (
    <Button variant="secondary" onPress={() => window.print()}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-4 shrink-0"
      >
        <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
        <path d="M6 14h12v8H6z" />
      </svg>
      Imprimir o guardar PDF
    </Button>
  );
}
