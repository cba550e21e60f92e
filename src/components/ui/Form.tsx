import { Form as RACForm, type FormProps } from 'react-aria-components';
import { twMerge } from 'tailwind-merge';
import { Callout } from './Callout';
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
    <Callout id={id} role="alert" tone="danger" icon={AlertTriangleIcon} className={className}>
      <p>{message}</p>
    </Callout>
  );
}
