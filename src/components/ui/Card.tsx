import type { ElementType, ReactNode } from 'react';
import { twMerge } from 'tailwind-merge';

export interface CardProps {
  children: ReactNode;
  className?: string;
  /** Element to render. @default 'div' */
  as?: ElementType;
}

export function Card({ children, className, as: Component = 'div' }: CardProps) {
  return (
    <Component className={twMerge('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>{children}</Component>
  );
}

export interface CardHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  className?: string;
}

export function CardHeader({ title, description, actions, className }: CardHeaderProps) {
  return (
    <div className={twMerge('mb-5 flex flex-wrap items-start justify-between gap-x-4 gap-y-3', className)}>
      <div className="min-w-0">
        <h2 className="text-base leading-6 font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
