import { useEffect, useState, type ReactNode } from 'react';
import { isApiError, isRateLimited } from '@/lib/api';
import { Button } from './Button';
import { AlertTriangleIcon, RefreshIcon } from './Icons';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      {icon && <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</div>}
      {/* A paragraph, not a heading: the surrounding page decides the outline. */}
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {description && <p className="max-w-sm text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A list that has rows, none of them matching the filters: what to try, and «Limpiar filtros». */
export function FilteredEmptyState({ onClear, ...props }: Omit<EmptyStateProps, 'action'> & { onClear: () => void }) {
  return (
    <EmptyState
      {...props}
      action={
        <Button variant="secondary" onPress={onClear}>
          Limpiar filtros
        </Button>
      }
    />
  );
}

export interface ErrorStateProps {
  /** @default "No pudimos cargar la información" */
  title?: string;
  message: string;
  /** The failure shown: when the server asked to wait (a 429's `Retry-After`), "Reintentar" counts down. */
  error?: unknown;
  onRetry?: () => void;
  isRetrying?: boolean;
}

export function ErrorState({ title = 'No pudimos cargar la información', message, error, onRetry, isRetrying = false }: ErrorStateProps) {
  const retryAt = isApiError(error) && isRateLimited(error) ? error.retryAt : null;
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-2 rounded-xl border border-danger-200 bg-danger-50 px-6 py-10 text-center"
    >
      <AlertTriangleIcon className="mb-1 size-6 text-danger-700" />
      <p className="text-base font-semibold text-danger-900">{title}</p>
      <p className="max-w-md text-sm text-danger-800">
        <bdi>{message}</bdi>
      </p>
      {/* A new wait (another 429) starts a new countdown. */}
      {onRetry && <RetryButton key={retryAt ?? 0} retryAt={retryAt} onRetry={onRetry} isRetrying={isRetrying} />}
    </div>
  );
}

/**
 * "Reintentar", or while the server's wait lasts, disabled and counting down ("Reintentar en 27 s"):
 * pressing sooner would only be refused again (and count against the limit). The end of the wait
 * is announced once; the seconds are not (a live region would speak every second).
 */
function RetryButton({ retryAt, onRetry, isRetrying }: { retryAt: number | null; onRetry: () => void; isRetrying: boolean }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (retryAt === null) return undefined;
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= retryAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [retryAt]);
  const secondsLeft = retryAt === null ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <>
      <Button variant="secondary" className="mt-4" isPending={isRetrying} isDisabled={secondsLeft > 0} onPress={onRetry}>
        <RefreshIcon className="size-4" />
        {secondsLeft > 0 ? `Reintentar en ${secondsLeft} s` : 'Reintentar'}
      </Button>
      <span role="status" className="sr-only">
        {retryAt !== null && secondsLeft === 0 ? 'Ya puedes reintentar.' : ''}
      </span>
    </>
  );
}
