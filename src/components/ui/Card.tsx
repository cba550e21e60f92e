import type { ElementType, ReactNode } from 'react';
import { joinClasses } from '@/lib/class-names';

export interface CardProps {
  children: ReactNode;
  className?: string;
  /** Element to render. @default 'div' */
  as?: ElementType;
}

export function Card({ children, className, as: Component = 'div' }: CardProps) {
  return (
    <Component className={joinClasses('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>{children}</Component>
  );
}

export interface CardHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  className?: string;
}

/** `className` replaces the default bottom margin (mb-5): classes are joined, not merged. */
export function CardHeader({ title, description, actions, className = 'mb-5' }: CardHeaderProps) {
  return (
    <div className={joinClasses('flex flex-wrap items-start justify-between gap-x-4 gap-y-3', className)}>
      <div className="min-w-0">
        <h2 className="text-base leading-6 font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
