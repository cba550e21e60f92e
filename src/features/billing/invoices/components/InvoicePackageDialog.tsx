// «Descargar facturas»: the accountant's package of a period — every CFDI stamped in it (XML and
// PDF of invoices and credit notes, cancellation acknowledgements) and an index CSV, in one ZIP the
// backend makes. The customer picks a period, the package is made (at once or a few seconds later)
// and the ZIP downloads from its link.
import { useState } from 'react';
import { parseDate } from '@internationalized/date';
import { Button, buttonStyles } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Dialog, DialogActions, DialogTitle, Modal } from '@/components/ui/Dialog';
import { AlertTriangleIcon, DownloadIcon } from '@/components/ui/Icons';
import { RadioCard, RadioGroup } from '@/components/ui/RadioGroup';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { followableUrl } from '@/lib/safe-url';
import { formatPeriod, periodRange, PERIOD_PRESETS, type PeriodPresetId } from '@/features/billing/periods';
import { todayInMexicoCity } from '../invoice-status';
import { useCreateInvoicePackage, type InvoicePackage } from '../api/create-invoice-package';
import { useInvoicePackage } from '../api/get-invoice-package';

/** The periods offered, the accountant's month first. */
const PACKAGE_PERIODS: readonly PeriodPresetId[] = ['mes-anterior', 'este-mes', '90-dias', 'este-anio'];

const count = (n: number, one: string, many: string) => `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;

/** «3 facturas y 1 nota de crédito». */
export function packageContents(pkg: Pick<InvoicePackage, 'invoice_count' | 'credit_note_count'>): string {
  const invoices = count(pkg.invoice_count, 'factura', 'facturas');
  return pkg.credit_note_count > 0 ? `${invoices} y ${count(pkg.credit_note_count, 'nota de crédito', 'notas de crédito')}` : invoices;
}

/** The button on Historial and its dialog. */
export function InvoicePackageButton({ isDisabled = false }: { isDisabled?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => setOpen(true)}>
        <DownloadIcon className="size-4" />
        Descargar facturas
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen}>
        <Dialog aria-label="Descargar facturas">
          <DialogTitle>Descargar facturas</DialogTitle>
          {isOpen && <InvoicePackageForm onClose={() => setOpen(false)} />}
        </Dialog>
      </Modal>
    </>
  );
}

function InvoicePackageForm({ onClose }: { onClose: () => void }) {
  const today = parseDate(todayInMexicoCity());
  const [preset, setPreset] = useState<PeriodPresetId>('mes-anterior');
  const create = useCreateInvoicePackage();
  const [askedId, setAskedId] = useState<string | null>(null);
  const read = useInvoicePackage(askedId);
  const pkg = askedId === null ? null : (read.data ?? null);

  const ask = () => {
    setAskedId(null);
    create.mutate(periodRange(preset, today), { onSuccess: (answer) => setAskedId(answer.id) });
  };

  return (
    <div className="mt-2 flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Un archivo ZIP para tu contador con el XML y el PDF de cada factura y nota de crédito timbrada en el periodo, los acuses de las
        canceladas y un índice en CSV (UUID, fecha, RFC, subtotal, IVA, total y estado).
      </p>
      <RadioGroup
        label="Periodo"
        value={preset}
        onChange={(value) => {
          setPreset(value as PeriodPresetId);
          setAskedId(null);
          create.reset();
        }}
        isDisabled={create.isPending}
      >
        {PACKAGE_PERIODS.map((id) => {
          const { from, to } = periodRange(id, today);
          return (
            <RadioCard key={id} value={id}>
              <span className="flex flex-col">
                <span className="text-sm font-medium text-slate-900">{PERIOD_PRESETS[id].label}</span>
                <span className="text-xs text-slate-600">{formatPeriod(from, to)}</span>
              </span>
            </RadioCard>
          );
        })}
      </RadioGroup>

      <div role="status" aria-live="polite">
        {pkg && <PackageState pkg={pkg} readError={read.isError ? errorMessage(read.error) : null} />}
      </div>
      {create.isError && (
        <Callout role="alert" tone="danger" icon={AlertTriangleIcon}>
          <p>No pudimos preparar el paquete. {errorMessage(create.error)}</p>
        </Callout>
      )}

      <DialogActions className="mt-2">
        <Button variant="secondary" onPress={onClose}>
          Cerrar
        </Button>
        <Button isPending={create.isPending || pkg?.status === 'preparando'} onPress={ask}>
          {pkg && pkg.status !== 'preparando' ? 'Preparar de nuevo' : 'Preparar paquete'}
        </Button>
      </DialogActions>
    </div>
  );
}

/** Where the package stands: being made, ready with its link (or empty), or failed with the server's reason. */
function PackageState({ pkg, readError }: { pkg: InvoicePackage; readError: string | null }) {
  const period = formatPeriod(pkg.from, pkg.to);
  if (pkg.status === 'preparando') {
    return (
      <div className="flex items-center gap-3 text-sm text-slate-700" data-testid="invoice-package-state">
        <Spinner label="Preparando el paquete" />
        <span>
          Preparando el paquete de {period}…{readError ? ` Todavía no pudimos revisarlo: ${readError}` : ''}
        </span>
      </div>
    );
  }
  if (pkg.status === 'fallido') {
    return (
      <Callout tone="danger" icon={AlertTriangleIcon} data-testid="invoice-package-state">
        <p>No se pudo preparar el paquete de {period}.</p>
        {pkg.failure_reason && (
          <p>
            <bdi>{pkg.failure_reason}</bdi>
          </p>
        )}
        <p>Intenta de nuevo con «Preparar de nuevo».</p>
      </Callout>
    );
  }
  if (pkg.invoice_count + pkg.credit_note_count === 0 || !pkg.download_url) {
    return (
      <p className="text-sm text-slate-700" data-testid="invoice-package-state">
        No hay facturas timbradas en {period}. Elige otro periodo.
      </p>
    );
  }
  const href = followableUrl(pkg.download_url);
  return (
    <Callout tone="success" data-testid="invoice-package-state">
      <p>
        Listo: {packageContents(pkg)} de {period}.
      </p>
      {href ? (
        <a
          href={href}
          download
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'primary', className: 'mt-3 focus-visible:outline-2' })}
        >
          <DownloadIcon className="size-4" />
          Descargar ZIP
        </a>
      ) : (
        <p>No mostramos el enlace porque no es una dirección segura. Pide el paquete a soporte@cotiza.mx.</p>
      )}
      {href && pkg.expires_at && (
        <p className="mt-2 text-xs text-slate-600">El enlace funciona hasta el {formatDateTime(pkg.expires_at)}.</p>
      )}
    </Callout>
  );
}
