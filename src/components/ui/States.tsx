import type { ReactNode } from 'react';
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

export interface ErrorStateProps {
  /** @default "No pudimos cargar la información" */
  title?: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

export function ErrorState({ title = 'No pudimos cargar la información', message, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-2 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangleIcon className="mb-1 size-6 text-red-700" />
      <p className="text-base font-semibold text-red-900">{title}</p>
      <p className="max-w-md text-sm text-red-800">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" isPending={isRetrying} onPress={onRetry}>
          <RefreshIcon className="size-4" />
          Reintentar
        </Button>
      )}
    </div>
  );
}
