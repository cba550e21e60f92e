import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions, DialogTitle } from '@/components/ui/Dialog';
import { DropZone, DropZoneLabel, FileTrigger } from '@/components/ui/DropZone';
import { FormError } from '@/components/ui/Form';
import { DownloadIcon, UploadIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import { errorMessage } from '@/lib/api';
import { sentences } from '@/lib/sentence';
import { EmployeeDialogFrame } from './EmployeeDialogFrame';
import { useImportEmployees, type EmployeeImportResult } from '../api/import-employees';
import { TEMPLATE_COLUMNS, TEMPLATE_PATH, readEmployeeCsv, type PreviewRow } from '../employee-csv';

type RowStatus = PreviewRow['status'] | EmployeeImportResult['rows'][number]['status'];

const FILE_UNREADABLE_MESSAGE = 'No pudimos leer el archivo que soltaste. Vuelve a elegirlo.';

const ROW_LABEL: Record<RowStatus, { label: string; tone: BadgeTone }> = {
  ready: { label: 'Lista', tone: 'info' },
  added: { label: 'Agregado', tone: 'success' },
  duplicate: { label: 'Duplicado', tone: 'warning' },
  invalid: { label: 'Con errores', tone: 'danger' },
};

interface ResultRow {
  row: number;
  name: string;
  email: string;
  status: RowStatus;
  reason: string | null;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

function RowList({ rows, label }: { rows: ResultRow[]; label: string }) {
  return (
    // Focusable so keyboard users can scroll a long list.
    <ul
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable list must be focusable to scroll by keyboard
      tabIndex={0}
      className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {rows.map((row) => (
        <li key={row.row} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-slate-600 tabular-nums">Fila {row.row}</span>
            <Badge tone={ROW_LABEL[row.status].tone}>{ROW_LABEL[row.status].label}</Badge>
          </div>
          <p className="font-medium text-slate-900">
            <bdi>{row.name || 'Sin nombre'}</bdi>
          </p>
          <p className="text-slate-600">
            <bdi>{row.email || 'Sin correo'}</bdi>
          </p>
          {row.reason && (
            <p className="text-slate-700">
              <bdi>{row.reason}</bdi>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

type Step =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'preview'; file: File; rows: PreviewRow[] }
  | { kind: 'result'; result: EmployeeImportResult };

/** Bulk import: choose a CSV, see what each row will do, send it, and see what each row did. */
export function ImportEmployeesDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose', problem: null });
  const importEmployees = useImportEmployees();

  // A dropped item the browser cannot hand over as a file (moved, deleted, unreadable).
  const unreadable = () => setStep({ kind: 'choose', problem: FILE_UNREADABLE_MESSAGE });

  const readFile = async (file: File) => {
    // Read as Excel saves it (UTF-8 or Windows-1252); the original file is what is sent.
    const preview = await readEmployeeCsv(file);
    setStep(preview.ok ? { kind: 'preview', file, rows: preview.rows } : { kind: 'choose', problem: preview.message });
  };

  const send = (file: File) => {
    importEmployees.mutate(
      { file },
      {
        onSuccess: (result) => {
          setStep({ kind: 'result', result });
          if (result.added > 0) toast.success(`Agregamos ${plural(result.added, 'empleado', 'empleados')}.`);
        },
      },
    );
  };

  const isPending = importEmployees.isPending;

  return (
    <EmployeeDialogFrame isPending={isPending} onClose={onClose}>
      <Dialog>
        <DialogTitle>Importar empleados</DialogTitle>

        {step.kind === 'choose' && (
          <div className="mt-2 flex flex-col gap-4 text-sm text-slate-700">
            <p>
              Sube un archivo CSV con una fila por empleado y estas columnas:{' '}
              <code className="rounded bg-slate-100 px-1 py-0.5 text-xs break-all text-slate-800">{TEMPLATE_COLUMNS.join(',')}</code>.
              Nombre, apellidos y correo son obligatorios; hasta 500 filas.
            </p>
            <p>
              <Link href={TEMPLATE_PATH} download="plantilla-empleados.csv" className="inline-flex items-center gap-1.5">
                <DownloadIcon className="size-4" />
                Descargar plantilla
              </Link>
            </p>
            <DropZone
              onDrop={(event) => {
                const item = event.items.find((dropped) => dropped.kind === 'file');
                if (item && item.kind === 'file') void item.getFile().then(readFile, unreadable);
              }}
              className="flex flex-col items-center gap-3 rounded-xl border-2 border-slate-300 px-4 py-8 text-center"
            >
              <UploadIcon className="size-6 text-slate-500" />
              <DropZoneLabel className="text-slate-700">Arrastra tu archivo CSV aquí o</DropZoneLabel>
              <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => files?.[0] && void readFile(files[0])}>
                <Button variant="secondary">Elegir archivo</Button>
              </FileTrigger>
            </DropZone>
            {step.problem && <FormError message={step.problem} />}
            <DialogActions className="mt-0">
              <Button variant="secondary" onPress={onClose}>
                Cancelar
              </Button>
            </DialogActions>
            <PrivacyNoticeLink full={false} />
          </div>
        )}

        {step.kind === 'preview' && (
          <PreviewStep
            file={step.file}
            rows={step.rows}
            isPending={isPending}
            error={importEmployees.isError ? errorMessage(importEmployees.error) : null}
            onBack={() => {
              importEmployees.reset();
              setStep({ kind: 'choose', problem: null });
            }}
            onSend={() => send(step.file)}
          />
        )}

        {step.kind === 'result' && (
          <div className="mt-2 flex flex-col gap-4 text-sm text-slate-700">
            <p role="status" className="text-base text-slate-900">
              {step.result.added > 0
                ? `Agregamos ${plural(step.result.added, 'empleado', 'empleados')}; les enviamos una invitación.`
                : 'No agregamos ningún empleado.'}{' '}
              {step.result.duplicates > 0 && `${plural(step.result.duplicates, 'fila duplicada', 'filas duplicadas')}. `}
              {step.result.invalid > 0 && `${plural(step.result.invalid, 'fila con errores', 'filas con errores')}.`}
            </p>
            <RowList
              label="Resultado por fila"
              rows={step.result.rows.map((row) => ({
                row: row.row,
                name: row.name ?? '',
                email: row.email ?? '',
                status: row.status,
                reason: row.reason,
              }))}
            />
            <DialogActions className="mt-0">
              <Button onPress={onClose}>Listo</Button>
            </DialogActions>
          </div>
        )}
      </Dialog>
    </EmployeeDialogFrame>
  );
}

function PreviewStep({
  file,
  rows,
  isPending,
  error,
  onBack,
  onSend,
}: {
  file: File;
  rows: PreviewRow[];
  isPending: boolean;
  error: string | null;
  onBack: () => void;
  onSend: () => void;
}) {
  const ready = rows.filter((row) => row.status === 'ready').length;
  const duplicates = rows.filter((row) => row.status === 'duplicate').length;
  const invalid = rows.filter((row) => row.status === 'invalid').length;
  return (
    <div className="mt-2 flex flex-col gap-4 text-sm text-slate-700">
      <p>
        <bdi className="font-medium text-slate-900">{file.name}</bdi>: {plural(rows.length, 'fila', 'filas')}.{' '}
        {plural(ready, 'lista', 'listas')} para agregar
        {duplicates > 0 && `, ${plural(duplicates, 'duplicada', 'duplicadas')}`}
        {invalid > 0 && `, ${plural(invalid, 'con errores', 'con errores')}`}. Las filas duplicadas o con errores no se agregan; también
        revisaremos los correos que ya tienes registrados.
      </p>
      <RowList label="Vista previa por fila" rows={rows} />
      <FormError message={error ? sentences('No pudimos importar el archivo.', error) : null} />
      <DialogActions className="mt-0">
        <Button variant="secondary" isDisabled={isPending} onPress={onBack}>
          Elegir otro archivo
        </Button>
        <Button isPending={isPending} isDisabled={ready === 0} onPress={onSend}>
          {ready === 0 ? 'Nada que importar' : `Importar ${plural(ready, 'empleado', 'empleados')}`}
        </Button>
      </DialogActions>
    </div>
  );
}
