// /app/estado-de-cuenta — Estado de cuenta: the period (in the URL), the summary, the aging and
// the movements with the running balance; «Descargar CSV» and «Imprimir o guardar PDF» (the
// browser's print dialog with the print stylesheet, see docs/statement.md).
import { today } from '@internationalized/date';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Card, CardHeader } from '@/components/ui/Card';
import { DownloadIcon, PrintIcon } from '@/components/ui/Icons';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { EmptyState } from '@/components/ui/States';
import { useFitsWideTable } from '@/components/layout/use-media-query';
import { TIME_ZONE } from '@/config/time-zone';
import { appPaths } from '@/config/app-paths';
import { downloadText } from '@/lib/csv';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { usePageHeader } from '@/lib/page-state';
import { formatPeriod, periodRange } from '@/features/billing/periods';
import { statementScreenQueries, useStatement } from '../api/get-statement';
import { AGING_LABELS, explainedAmount, statementFileName, statementToCsv, type Statement } from '../statement-csv';
import {
  PERIOD_OPTIONS,
  customPeriodProblem,
  formDay,
  readPeriod,
  refusedPeriod,
  refusedPeriodNotice,
  writePeriod,
  type QuickPeriod,
  type RefusedPeriod,
  type StatementPeriod,
} from '../statement-period';
import { StatementCards, StatementTable } from './StatementEntries';

export const queries = statementScreenQueries;

const money = (value: number) => formatMoney(value, { forceDecimals: true });
/** "Cargo: suma a lo que debes. Abono: resta de lo que debes. Saldo: lo que debes (en negativo es a tu favor)." */
const AMOUNT_LEGEND = `${explainedAmount('charge')}. ${explainedAmount('credit')}. ${explainedAmount('balance')}.`;

/** The refused period an address named, carried in the history entry that replaced it. */
function refusedFromState(state: unknown): RefusedPeriod | null {
  const refused = (state as { refusedPeriod?: Partial<RefusedPeriod> } | null)?.refusedPeriod;
  return typeof refused?.from === 'string' && typeof refused.to === 'string' && typeof refused.problem === 'string'
    ? (refused as RefusedPeriod)
    : null;
}

export function StatementPage() {
  usePageHeader('Estado de cuenta', [{ label: 'Inicio', href: appPaths.home }, { label: 'Estado de cuenta' }]);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const day = today(TIME_ZONE);
  const period = readPeriod(params, day);
  const named = refusedPeriod(params, day);
  // The address says what is shown: one naming a period that cannot be shown (or in other words) is
  // replaced, and the refused period travels in that entry's state so the notice stays on reload.
  const canonical = writePeriod(period).toString();
  const replaceWith = canonical === params.toString() ? null : canonical;
  const namedKey = named ? JSON.stringify(named) : '';
  useEffect(() => {
    if (replaceWith === null) return;
    setParams(new URLSearchParams(replaceWith), {
      replace: true,
      state: namedKey ? { refusedPeriod: JSON.parse(namedKey) as RefusedPeriod } : null,
    });
  }, [replaceWith, namedKey, setParams]);
  const refused = named ?? refusedFromState(location.state);
  const query = useStatement(period.from, period.to);
  const statement = query.data;

  return (
    <div className="flex flex-col gap-5">
      <PeriodChoice period={period} refused={refused} onChange={(next) => setParams(writePeriod(next))} />
      {query.isError && !statement ? (
        <QueryErrorState title="No pudimos cargar tu estado de cuenta" query={query} />
      ) : !statement ? (
        <StatementSkeleton />
      ) : (
        <StatementBody statement={statement} />
      )}
    </div>
  );
}

interface PeriodChoiceProps {
  period: StatementPeriod;
  /** A period the address named and the screen refused: kept in the form, with why, to be corrected. */
  refused: RefusedPeriod | null;
  onChange: (period: StatementPeriod) => void;
}

/** What the form holds for the period shown, or for the refused one the customer may correct. */
const formFor = (period: StatementPeriod, refused: RefusedPeriod | null) =>
  refused
    ? { custom: true, from: formDay(refused.from), to: formDay(refused.to), problem: refusedPeriodNotice(refused) }
    : { custom: period.preset === 'personalizado', from: period.from, to: period.to, problem: null };

function PeriodChoice({ period, refused, onChange }: PeriodChoiceProps) {
  const initial = formFor(period, refused);
  const [custom, setCustom] = useState(initial.custom);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<string | null>(initial.problem);
  // Back and forward bring another period: the choice follows it (adjusted while rendering, not
  // remounted, so the control the customer used keeps the focus).
  const shown = `${period.preset}|${period.from}|${period.to}|${refused ? JSON.stringify(refused) : ''}`;
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    const next = formFor(period, refused);
    setSeen(shown);
    setCustom(next.custom);
    setFrom(next.from);
    setTo(next.to);
    setProblem(next.problem);
  }
  const choice = custom ? 'personalizado' : period.preset;

  const choose = (preset: string) => {
    if (preset === 'personalizado') {
      setCustom(true);
      return;
    }
    setCustom(false);
    setProblem(null);
    const next = preset as QuickPeriod;
    onChange({ preset: next, ...periodRange(next, today(TIME_ZONE)) });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const why = customPeriodProblem(from, to, today(TIME_ZONE));
    setProblem(why);
    if (!why) onChange({ preset: 'personalizado', from, to });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" data-print="hide">
      <NativeSelect label="Periodo" options={PERIOD_OPTIONS} value={choice} onChange={choose} className="sm:w-56" />
      {custom && (
        <form className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" onSubmit={apply} noValidate>
          <DateInput label="Desde" value={from} onChange={setFrom} invalid={Boolean(problem)} />
          <DateInput label="Hasta" value={to} onChange={setTo} invalid={Boolean(problem)} />
          <Button type="submit" variant="secondary">
            Aplicar
          </Button>
          {problem && (
            <p id="periodo-error" role="alert" className="max-w-prose text-sm text-danger-700 sm:basis-full">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

function DateInput({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
      {label}
      <input
        type="date"
        value={value}
        max={today(TIME_ZONE).toString()}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'periodo-error' : undefined}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs outline-offset-2 outline-brand-600 focus-visible:outline-2 aria-invalid:border-danger-600 sm:text-sm"
      />
    </label>
  );
}

function StatementBody({ statement }: { statement: Statement }) {
  const showsCards = !useFitsWideTable();
  const { period, entries } = statement;
  return (
    <>
      {/* On paper the document says what it is; on screen the page header does. */}
      <div className="hidden print:block" data-testid="statement-print-header">
        <h2 className="text-lg font-semibold">Estado de cuenta</h2>
        <p>Periodo: {formatPeriod(period.from, period.to)}</p>
        <p>Generado el {formatDateTime(statement.generatedAt)} (hora del centro de México)</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Periodo: <span className="font-medium text-slate-900">{formatPeriod(period.from, period.to)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => downloadText(statementToCsv(statement), statementFileName(statement))}>
            <DownloadIcon className="size-4" />
            Descargar CSV
          </Button>
          <Button variant="secondary" onPress={() => window.print()}>
            <PrintIcon className="size-4" />
            Imprimir o guardar PDF
          </Button>
        </div>
      </div>
      <Card>
        {/* The words the movements and the CSV use, said once: a refund is a cargo, so it must read as one. */}
        <CardHeader title="Resumen" description={AMOUNT_LEGEND} />
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="statement-summary">
          <Figure label="Saldo inicial" value={statement.openingBalance} />
          <Figure label="Cargos" value={statement.totalCharges} />
          <Figure label="Abonos" value={statement.totalCredits} />
          <Figure label="Saldo final" value={statement.closingBalance} strong />
        </dl>
        {period.to === today(TIME_ZONE).toString() && (
          // The same figure as Inicio's balance (GET /customers/me/balance): said, so the two screens read as one.
          <p className="mt-3 text-sm text-slate-600">Es lo que debes hoy: el mismo saldo pendiente que ves en Inicio.</p>
        )}
      </Card>
      <Card>
        <CardHeader
          title="Antigüedad de lo pendiente"
          description={`Lo que quedaba por pagar al ${formatDate(period.to)}, por días de vencida cada cotización.`}
        />
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="statement-aging">
          {AGING_LABELS.map(([key, label]) => (
            <Figure key={key} label={label} value={statement.aging[key]} />
          ))}
        </dl>
      </Card>
      <section aria-labelledby="movimientos" className="flex flex-col gap-3">
        <h2 id="movimientos" className="text-base font-semibold text-slate-900">
          Movimientos
        </h2>
        {entries.length === 0 ? (
          <Card>
            <EmptyState title="No hubo movimientos en este periodo" description="El saldo no cambió. Prueba con otro periodo." />
          </Card>
        ) : showsCards ? (
          <>
            <div className="print:hidden">
              <StatementCards entries={entries} />
            </div>
            <div className="hidden print:block">
              <StatementTable entries={entries} />
            </div>
          </>
        ) : (
          <StatementTable entries={entries} />
        )}
      </section>
    </>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`tabular-nums text-slate-900 ${strong ? 'text-xl font-bold' : 'text-lg font-semibold'}`}>{money(value)}</dd>
    </div>
  );
}

function StatementSkeleton() {
  return (
    <div role="status" aria-label="Cargando estado de cuenta" className="flex flex-col gap-5">
      <Skeleton className="block h-28 rounded-xl" />
      <Skeleton className="block h-24 rounded-xl" />
      <Skeleton className="block h-64 rounded-xl" />
    </div>
  );
}
