import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { AlertTriangleIcon, DownloadIcon, RefreshIcon, XIcon } from '@/components/ui/Icons';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { errorMessage } from '@/lib/api';
import type { ReadAllProgress, ReadAllResult } from '@/lib/api/read-all-pages';
import { downloadText } from '@/lib/csv';
import { sentences } from '@/lib/sentence';

const countFormat = new Intl.NumberFormat('es-MX');
const count = (n: number) => countFormat.format(n);

type ExportState =
  | { phase: 'idle' }
  /** `total` is null until the count arrives. */
  | { phase: 'running'; loaded: number; total: number | null }
  /** The file was saved with fewer rows than the count. */
  | { phase: 'short'; exported: number; total: number }
  | { phase: 'failed'; message: string };

type FocusTarget = 'cancel' | 'export' | 'retry';

export interface CsvExportProps<T> {
  /** What the rows are, for the messages ("No pudimos exportar tus empleados."): `{ one: 'empleado', many: 'empleados' }`. */
  noun: { one: string; many: string };
  isDisabled: boolean;
  /** Every row to export (see readAllPages); `signal` cancels it. */
  read: (options: { signal: AbortSignal; onProgress: (progress: ReadAllProgress) => void }) => Promise<ReadAllResult<T>>;
  toCsv: (rows: T[]) => string;
  fileName: () => string;
}

/**
 * "Exportar CSV" and, below it, the export's progress with "Cancelar", or how it ended when that
 * needs more than a toast (fewer rows than the count, an error with "Reintentar"). Rendered inside
 * a wrapping flex row: the panel takes a line of its own.
 */
export function CsvExport<T>({ noun, isDisabled, read, toCsv, fileName }: CsvExportProps<T>) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const mounted = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  // Ids, not refs: the kit's Button does not forward a ref.
  const id = useId();
  const ids = { export: `${id}-export`, cancel: `${id}-cancel`, retry: `${id}-retry` };
  const focusNext = useRef<FocusTarget | null>(null);
  const rows = (n: number) => `${count(n)} ${n === 1 ? noun.one : noun.many}`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the page ends the export quietly: no file, no message.
      running.current?.abort();
    };
  }, []);

  // Focus follows the controls that come and go, so a keyboard user never lands on the page's body.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    document.getElementById(ids[target])?.focus();
  });

  /** Where focus goes when the panel changes: only if it was in the panel (or lost with it). */
  const moveFocus = (target: FocusTarget) => {
    const active = document.activeElement;
    if (!active || active === document.body || panel.current?.contains(active) || active.id === ids.export) {
      focusNext.current = target;
    }
  };

  const start = async () => {
    if (running.current) return; // one export at a time
    const controller = new AbortController();
    running.current = controller;
    moveFocus('cancel');
    setState({ phase: 'running', loaded: 0, total: null });
    try {
      const result = await read({
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setState({ phase: 'running', loaded, total }),
      });
      const exported = result.rows.length;
      if (exported === 0 && !result.isComplete) {
        // A file with only the header would be of no use.
        moveFocus('retry');
        setState({
          phase: 'failed',
          message: `El servidor no envió ninguno de los ${rows(result.total)}; intenta de nuevo más tarde.`,
        });
        return;
      }
      const name = fileName();
      downloadText(toCsv(result.rows), name);
      moveFocus('export');
      if (result.isComplete) {
        setState({ phase: 'idle' });
        toast.success(`Exportamos ${rows(exported)} en ${name}.`);
      } else {
        setState({ phase: 'short', exported, total: result.total });
      }
    } catch (error) {
      if (controller.signal.aborted) {
        if (!mounted.current) return;
        moveFocus('export');
        setState({ phase: 'idle' });
        toast.info('Cancelaste la exportación.');
        return;
      }
      moveFocus('retry');
      setState({ phase: 'failed', message: errorMessage(error) });
    } finally {
      running.current = null;
    }
  };

  const cancel = () => running.current?.abort();
  const dismiss = () => {
    moveFocus('export');
    setState({ phase: 'idle' });
  };

  return (
    <>
      <Button
        id={ids.export}
        variant="secondary"
        size="sm"
        isDisabled={isDisabled || state.phase === 'running'}
        onPress={() => void start()}
      >
        <DownloadIcon className="size-4" />
        Exportar CSV
      </Button>

      {state.phase !== 'idle' && (
        <div ref={panel} className="w-full" data-testid="export-panel">
          {state.phase === 'running' && (
            <ExportProgress loaded={state.loaded} total={state.total} noun={noun} cancelId={ids.cancel} onCancel={cancel} />
          )}
          {state.phase === 'short' && (
            <Notice tone="warning" onDismiss={dismiss}>
              <p>
                Exportamos {count(state.exported)} de {rows(state.total)}. El servidor no envió el resto; intenta de nuevo más tarde.
              </p>
            </Notice>
          )}
          {state.phase === 'failed' && (
            <Notice tone="danger" onDismiss={dismiss}>
              <p>{sentences(`No pudimos exportar tus ${noun.many}.`, state.message)}</p>
              <Button id={ids.retry} variant="secondary" size="sm" className="mt-3" onPress={() => void start()}>
                <RefreshIcon className="size-4" />
                Reintentar
              </Button>
            </Notice>
          )}
        </div>
      )}
    </>
  );
}

function ExportProgress({
  loaded,
  total,
  noun,
  cancelId,
  onCancel,
}: {
  loaded: number;
  total: number | null;
  noun: { one: string; many: string };
  cancelId: string;
  onCancel: () => void;
}) {
  // The count may be behind the list (rows added since): the bar never runs past its end.
  const max = total === null ? 1 : Math.max(total, loaded, 1);
  const label =
    total === null ? 'Preparando la exportación…' : `Exportando ${count(loaded)} de ${count(total)} ${total === 1 ? noun.one : noun.many}…`;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <ProgressBar
        label={label}
        // No value while the count is unknown: the bar pulses over a third of its track.
        value={total === null ? undefined : loaded}
        maxValue={max}
        isIndeterminate={total === null}
        valueLabel={total === null ? undefined : `${count(loaded)} de ${count(total)}`}
        gap="gap-2"
        className="min-w-48 flex-1"
      />
      <Button id={cancelId} variant="secondary" size="sm" onPress={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}

function Notice({ tone, onDismiss, children }: { tone: 'warning' | 'danger'; onDismiss: () => void; children: ReactNode }) {
  return (
    <Callout role="alert" tone={tone} size="md" icon={AlertTriangleIcon} contentClassName="flex items-start gap-3">
      <div className="min-w-0 flex-1">{children}</div>
      <Button variant="ghost" size="sm" aria-label="Cerrar aviso" padding="px-2" className="-my-1 -mr-2" onPress={onDismiss}>
        <XIcon className="size-4" />
      </Button>
    </Callout>
  );
}
