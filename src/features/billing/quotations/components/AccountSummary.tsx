// Inicio's summary: amount pending, next quotation due, default card, automatic payment.
import { Suspense, useEffect, type ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { Skeleton } from '@/components/ui/Skeleton';
import { appPaths } from '@/config/app-paths';
import { formatDate, formatMoney } from '@/lib/format';
import type { User } from '@/lib/session';
import {
  LazyNextAutoCharge,
  useCards,
  usePaymentSettingsUnconfirmed,
  brandLabel,
  describeCard,
  isExpired,
  lastFour,
  CardBrandMark,
  useAutoPayment,
} from '@/features/payment-methods';
import { openPayment, setQuotationInView } from '../quotation-store';
import { summarizeQuotations, type QuotationSummary } from '../totals';
import { useBalance } from '../api/get-balance';
import type { Quotation } from '../types';
import { preloadPayment } from './PayQuotationDialogHost';

// Shown only to a customer with automatic payment on: its code loads with its data, not with Inicio.
const NextAutoCharge = LazyNextAutoCharge;

function Tile({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <div className="mt-2 flex min-w-0 flex-1 flex-col">{children}</div>
      {footer && <div className="mt-4 text-sm">{footer}</div>}
    </div>
  );
}

/** One line of a loading tile: a bar centred in the line box of the text it stands for. */
function SkeletonLine({ lineClass, barClass }: { lineClass: string; barClass: string }) {
  return (
    <span className={`flex items-center ${lineClass}`}>
      <Skeleton className={barClass} />
    </span>
  );
}

// Each tile's placeholder has the height of what replaces it, so nothing below moves when the
// data arrives (the tiles stack on a phone).
function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <SkeletonLine lineClass="h-8" barClass="block rounded-md h-6 w-36" />
      <SkeletonLine lineClass="mt-1 h-5" barClass="block rounded-md h-3.5 w-28" />
    </div>
  );
}

function NextDueLoading() {
  return (
    <div role="status" aria-label="Cargando próximo vencimiento">
      <SkeletonLine lineClass="h-7" barClass="block rounded-md h-5 w-32" />
      <SkeletonLine lineClass="h-5" barClass="block rounded-md h-3.5 w-56 max-w-full" />
      <SkeletonLine lineClass="mt-1 h-5" barClass="block rounded-md h-3.5 w-36" />
    </div>
  );
}

function CardLoading() {
  return (
    <div role="status" aria-label="Cargando tarjeta predeterminada" className="flex items-center gap-3">
      <Skeleton className="block rounded-md h-8 w-12 shrink-0" />
      <div>
        <SkeletonLine lineClass="h-6" barClass="block rounded-md h-4 w-32" />
        <SkeletonLine lineClass="h-5" barClass="block rounded-md h-3.5 w-20" />
      </div>
    </div>
  );
}

const unavailable = <p className="text-sm text-slate-600">No disponible por ahora.</p>;

export interface AccountSummaryProps {
  user: User;
  /** Every pending quotation (not a page of them): the balance must be exact. */
  pending: Quotation[] | undefined;
  pendingState: 'pending' | 'error' | 'success';
}

export function AccountSummary({ user, pending, pendingState: quotationsState }: AccountSummaryProps) {
  const summary = pending ? summarizeQuotations(pending) : null;
  const nextDue = summary?.nextDue ?? null;

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        Resumen de tu cuenta
      </h2>
      <div className="grid gap-4 @xl/main:grid-cols-2 @4xl/main:grid-cols-3">
        <BalanceTile pending={summary} pendingState={quotationsState} />

        <Tile
          title="Próximo vencimiento"
          footer={
            quotationsState === 'pending' ? (
              <Skeleton className="block h-11 w-full rounded-lg sm:h-9 @xl/main:w-40" />
            ) : (
              nextDue &&
              // A reference already waits for the money: its instructions, not a second payment.
              (nextDue.pendingPayment ? (
                <LinkButton
                  size="sm"
                  variant="secondary"
                  className="w-full @xl/main:w-auto"
                  href={appPaths.paymentInstructions(nextDue.pendingPayment.id)}
                >
                  Ver instrucciones
                </LinkButton>
              ) : (
                <Button size="sm" className="w-full @xl/main:w-auto" onHoverStart={preloadPayment} onPress={() => openPayment(nextDue)}>
                  Pagar {formatMoney(nextDue.total, { forceDecimals: true })}
                </Button>
              ))
            )
          }
        >
          {quotationsState === 'pending' ? (
            <NextDueLoading />
          ) : !summary ? (
            unavailable
          ) : nextDue ? (
            <>
              <p className="text-lg font-semibold text-slate-900">
                <Link href={appPaths.quotation(nextDue.id)} onPress={() => setQuotationInView(nextDue)}>
                  <span className="unbroken">{nextDue.folio}</span>
                </Link>
              </p>
              <p className="truncate text-sm text-slate-700" title={nextDue.concept}>
                <bdi>{nextDue.concept}</bdi>
              </p>
              <p className="mt-1 text-sm font-medium text-warning-800">Vence el {formatDate(nextDue.validUntil)}</p>
            </>
          ) : (
            <p className="text-sm text-slate-700">No tienes cotizaciones por vencer.</p>
          )}
        </Tile>

        <PaymentSetupTile user={user} />
      </div>
    </section>
  );
}

const quotations = (count: number, words: string) => `${count} ${count === 1 ? 'cotización' : 'cotizaciones'} ${words}`;
const money = (amount: number) => formatMoney(amount, { forceDecimals: true });

/** One named part of what is owed: its words and its amount, on one line. */
function Part({ label, amount, testId, tone = 'text-slate-700' }: { label: string; amount: number; testId?: string; tone?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={tone}>{label}</dt>
      <dd className={`font-medium tabular-nums ${tone}`} data-testid={testId}>
        {money(amount)}
      </dd>
    </div>
  );
}

/**
 * What is owed: the server's balance (GET /customers/me/balance), the same figure as the closing of
 * Estado de cuenta's «Este mes», with its parts named, so the two screens never disagree unexplained.
 * A backend without it: the pending quotations' sum, said to be only that.
 */
function BalanceTile({ pending, pendingState }: { pending: QuotationSummary | null; pendingState: AccountSummaryProps['pendingState'] }) {
  const balance = useBalance();
  const data = balance.data;
  const footer = <Link href={appPaths.statement}>Ver estado de cuenta</Link>;
  if (balance.isPending) {
    return (
      <Tile title="Saldo pendiente" footer={footer}>
        <Loading label="Cargando saldo pendiente" />
      </Tile>
    );
  }
  if (!data) {
    return (
      <Tile title="Por pagar" footer={footer}>
        {pendingState === 'pending' ? (
          <Loading label="Cargando saldo pendiente" />
        ) : !pending ? (
          unavailable
        ) : (
          <>
            <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="pending-amount">
              {money(pending.pendingAmount)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {pending.pendingCount === 0 ? 'No tienes cotizaciones por pagar.' : quotations(pending.pendingCount, 'por pagar')}
            </p>
            <p className="mt-1 text-xs text-slate-600">Sin contar cotizaciones vencidas: revísalas en tu estado de cuenta.</p>
          </>
        )}
      </Tile>
    );
  }
  const inFavour = data.total < 0;
  const settled = data.total === 0 && data.pending.count + data.inProcess.count + data.overdue.count === 0;
  return (
    <Tile title={inFavour ? 'Saldo a favor' : 'Saldo pendiente'} footer={footer}>
      <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="balance-total">
        {money(Math.abs(data.total))}
      </p>
      {settled ? (
        <p className="mt-1 text-sm text-slate-600">Estás al corriente.</p>
      ) : (
        <dl className="mt-1 flex flex-col gap-0.5 text-sm">
          {(data.pending.count > 0 || data.pending.amount > 0) && (
            <Part label={quotations(data.pending.count, 'por pagar')} amount={data.pending.amount} testId="pending-amount" />
          )}
          {data.inProcess.count > 0 && (
            <Part label={quotations(data.inProcess.count, 'con pago en proceso')} amount={data.inProcess.amount} />
          )}
          {data.overdue.count > 0 && (
            <Part
              label={quotations(data.overdue.count, data.overdue.count === 1 ? 'vencida' : 'vencidas')}
              amount={data.overdue.amount}
              tone="text-danger-800"
            />
          )}
          {data.other !== 0 && (
            <Part label={data.other > 0 ? 'Reembolsos y otros cargos' : 'Pagos a tu favor'} amount={Math.abs(data.other)} />
          )}
        </dl>
      )}
    </Tile>
  );
}

/** The default card and automatic payment: how the customer pays. */
function PaymentSetupTile({ user }: { user: User }) {
  const defaultCardId = user.customer?.defaultCardId ?? null;
  const autoPayment = user.customer?.autoPaymentEnabled ?? false;
  // A change made in Métodos de pago whose answer was lost and could not be read again: no guess here.
  const unconfirmed = usePaymentSettingsUnconfirmed();
  const cards = useCards();
  const card = cards.data?.find((c) => c.id === defaultCardId) ?? null;
  // What to ask of the customer depends on their cards: add one, or choose one of those saved.
  const savedCount = cards.data?.length ?? 0;
  const hasNoCard = cards.isSuccess && !card;
  const hasNoDefault = !defaultCardId || hasNoCard;
  // The next automatic charge, read only while it is on; a backend without it shows the badge alone.
  const autoPaymentQuery = useAutoPayment({ enabled: autoPayment && !unconfirmed });
  useEffect(() => {
    if (autoPayment) void NextAutoCharge.preload().catch(() => {});
  }, [autoPayment]);
  const autoPaymentData = autoPayment && !unconfirmed ? autoPaymentQuery.data : undefined;
  // On from before consent was asked for: the API charges nothing until it is accepted.
  const awaitsConsent = Boolean(autoPaymentData && !autoPaymentData.consent?.acceptedAt);
  // On, and whether it was accepted not read yet: no badge claims «Activado» before the server says so.
  const consentUnknown = autoPayment && !unconfirmed && autoPaymentQuery.isPending;

  return (
    <div className="@xl/main:col-span-2 @4xl/main:col-span-1">
      <Tile
        title="Forma de pago"
        footer={
          hasNoCard && savedCount === 0 ? (
            <LinkButton href={appPaths.paymentMethods} size="sm" className="w-full @xl/main:w-auto">
              Agregar tarjeta
            </LinkButton>
          ) : hasNoCard ? (
            <LinkButton href={appPaths.paymentMethods} size="sm" className="w-full @xl/main:w-auto">
              Elegir tarjeta predeterminada
            </LinkButton>
          ) : (
            <Link href={appPaths.paymentMethods}>Administrar métodos de pago</Link>
          )
        }
      >
        <div className="flex min-h-10 items-center gap-3">
          {hasNoCard && savedCount === 0 ? (
            <p className="text-sm text-slate-700" data-testid="default-card">
              Aún no tienes una tarjeta guardada. Agrégala para pagar en un clic.
            </p>
          ) : hasNoCard ? (
            <p className="text-sm text-slate-700" data-testid="default-card">
              {savedCount === 1 ? 'Tienes 1 tarjeta guardada' : `Tienes ${savedCount} tarjetas guardadas`}, pero ninguna es la
              predeterminada. Elige una para pagar en un clic.
            </p>
          ) : cards.isPending ? (
            <CardLoading />
          ) : cards.isError ? (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {/* Said as it appears: the tile changes after the rest of Inicio has been read. */}
              <p role="alert">No pudimos cargar tu tarjeta.</p>
              <Button size="sm" variant="secondary" onPress={() => void cards.refetch()} isPending={cards.isFetching}>
                Reintentar
              </Button>
            </div>
          ) : (
            card && (
              <>
                <CardBrandMark brand={card.brand} decorative />
                <div className="min-w-0" data-testid="default-card">
                  <p className="font-medium text-slate-900">
                    <span className="sr-only">Tarjeta predeterminada: </span>
                    <span aria-hidden="true">
                      {brandLabel(card.brand)} •••• {lastFour(card.card_number)}
                    </span>
                    <span className="sr-only">{describeCard(card)}</span>
                  </p>
                  {isExpired(card) ? (
                    <p className="text-sm font-medium text-danger-700">
                      Vencida ({card.expiration_month}/{card.expiration_year})
                    </p>
                  ) : (
                    <p className="text-sm text-slate-600">
                      Vence {card.expiration_month}/{card.expiration_year}
                    </p>
                  )}
                </div>
              </>
            )
          )}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <span>Pago automático</span>
          {unconfirmed ? (
            <Badge tone="warning">Por confirmar</Badge>
          ) : consentUnknown ? (
            <span role="status" aria-label="Comprobando el pago automático" className="inline-flex">
              <Skeleton className="block h-5 w-20 rounded-full" />
            </span>
          ) : autoPayment && awaitsConsent ? (
            // On without an accepted consent charges nothing: not «Activado».
            <Badge tone="warning">Sin aceptar</Badge>
          ) : (
            <Badge tone={autoPayment ? 'success' : 'neutral'}>{autoPayment ? 'Activado' : 'Desactivado'}</Badge>
          )}
        </div>
        {unconfirmed ? (
          <p className="mt-1 text-sm text-warning-800">No pudimos confirmar tu último cambio. Revísalo en Métodos de pago.</p>
        ) : (
          autoPayment &&
          hasNoDefault && <p className="mt-1 text-sm text-warning-800">Elige una tarjeta predeterminada para que funcione.</p>
        )}
        {awaitsConsent && (
          <p className="mt-1 text-sm text-warning-800">
            No haremos cargos automáticos hasta que aceptes sus condiciones en Métodos de pago.
          </p>
        )}
        {autoPaymentData && (
          <div className="mt-2">
            <Suspense fallback={null}>
              <NextAutoCharge autoPayment={autoPaymentData} />
            </Suspense>
          </div>
        )}
      </Tile>
    </div>
  );
}
