import { Form as RACForm, type FormProps } from 'react-aria-components';
import { twMerge } from 'tailwind-merge';
import { AlertTriangleIcon } from './Icons';

export type { FormProps };

export function Form(props: FormProps) {
  return <RACForm {...props} className={twMerge('flex flex-col gap-5', props.className)} />;
}

export interface FormErrorProps {
  /** Form-level error (e.g. from the server). Nothing renders when empty. */
  message?: string | null;
  id?: string;
  className?: string;
}

export function FormError({ message, id, className }: FormErrorProps) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className={twMerge('flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800', className)}
    >
      <AlertTriangleIcon className="mt-px size-4 text-red-700" />
      <p>{message}</p>
    </div>
  );
}
