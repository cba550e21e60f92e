import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { Callout } from './Callout';
import { AlertTriangleIcon } from './Icons';
import { WithServerText } from './ServerText';

export interface FormProps extends RACFormProps {
  /** Space between the rows (classes are joined, so not through className). @default 'gap-5' */
  gap?: 'gap-4' | 'gap-5' | 'gap-6';
}

export function Form({ gap = 'gap-5', ...props }: FormProps) {
  return <RACForm {...props} className={joinClasses('flex flex-col', gap, props.className)} />;
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
      {/* Often the server's words (isolated, wrapping), or ours quoting server text (`isolate()`). */}
      <p>
        <bdi>
          <WithServerText text={message} />
        </bdi>
      </p>
    </Callout>
  );
}
