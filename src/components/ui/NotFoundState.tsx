import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Card } from './Card';

export interface NotFoundStateProps {
  title: string;
  description?: string;
  /** The way back (a link to the list or to Inicio). */
  action?: ReactNode;
  icon?: ReactNode;
}

/**
 * What a screen shows for a record that does not exist (a 404 the server really gave). Its heading
 * takes the focus when it appears: a screen reader then reads it with its description (otherwise
 * nothing was said and the focus stayed on the page), and Tab goes on to the way back.
 */
export function NotFoundState({ title, description, action, icon }: NotFoundStateProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const descriptionId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center sm:py-12">
      {icon && <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</div>}
      <h2
        ref={heading}
        tabIndex={-1}
        aria-describedby={description ? descriptionId : undefined}
        className="text-base font-semibold text-slate-900 outline-none"
      >
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="max-w-sm text-sm text-slate-600">
          {description}
        </p>
      )}
      {action && <div className="mt-4">{action}</div>}
    </Card>
  );
}
