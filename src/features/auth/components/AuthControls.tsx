// Native form controls for the public sign-in and reset screens, with the UI kit's look.
// Why not the kit: these screens are first loads with a 120 KB JavaScript budget, and the
// kit's react-aria + tailwind-variants would cost them ~90 KB. Same labels, ARIA wiring and
// classes as src/components/ui (TextField, PasswordField, Button, Link, FormError). The two icons
// are drawn here too, so that these pages need nothing of the kit's chunks.
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { takeTypedField, useIsHydrated } from '@/lib/hydration';
import { strokeIconProps } from '@/components/ui/stroke-icon';

const focusRing = 'outline-offset-2 outline-brand-600 focus-visible:outline-2 forced-colors:outline-[Highlight]';

const buttonBase = `relative inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg border text-center font-medium whitespace-nowrap no-underline shadow-sm transition-colors select-none [-webkit-tap-highlight-color:transparent] ${focusRing}`;

export const authButtonStyles = {
  primary: `${buttonBase} min-h-12 px-6 text-base border-transparent bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900`,
  secondary: `${buttonBase} min-h-11 px-4 text-sm border-slate-300 bg-white text-slate-900 hover:bg-slate-50 active:bg-slate-100`,
} as const;

const linkStyles = `cursor-pointer rounded-sm font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 transition-colors hover:text-brand-800 hover:decoration-current ${focusRing}`;

/** An in-app text link (react-router), styled like the kit's Link. */
export function AuthLink({ className = '', ...props }: LinkProps) {
  return <Link {...props} className={`${linkStyles} ${className}`} />;
}

/** An in-app link that looks like a button. */
export function AuthLinkButton({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: keyof typeof authButtonStyles }) {
  return <Link {...props} className={`${authButtonStyles[variant]} ${className}`} />;
}

export function AuthForm({ className = '', ...props }: FormHTMLAttributes<HTMLFormElement>) {
  // noValidate: the Spanish messages below each field replace the browser's own bubbles.
  return <form noValidate {...props} className={`flex flex-col gap-5 ${className}`} />;
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className="size-4 shrink-0 animate-spin">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The submit button: while pending it keeps its width and name, and says "Procesando".
 * In the pre-rendered HTML, before the page runs, it is disabled: a native submit would put the
 * fields in the URL (a GET to the same page), password included.
 */
export function AuthSubmitButton({
  isPending,
  children,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { isPending?: boolean }) {
  const isHydrated = useIsHydrated();
  return (
    <button
      type="submit"
      {...props}
      disabled={!isHydrated || props.disabled}
      aria-disabled={isPending || undefined}
      className={`${authButtonStyles.primary} w-full ${isPending ? 'cursor-wait' : ''} ${className}`}
    >
      <span className={`inline-flex items-center justify-center gap-2 ${isPending ? 'opacity-0' : ''}`}>{children}</span>
      {isPending && (
        <span role="progressbar" aria-label="Procesando" className="absolute inset-0 flex items-center justify-center">
          <Spinner />
        </span>
      )}
    </button>
  );
}

/**
 * Form-level error (e.g. from the server); nothing renders when empty. Callout's danger look, written
 * out like the rest of this file: the component would add about 400 bytes to the sign-in pages.
 */
export function AuthFormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-danger-200 bg-danger-50 p-3 text-sm text-danger-900">
      <svg {...strokeIconProps} className="mt-px size-4 shrink-0 text-danger-700">
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01" />
      </svg>
      <p>{message}</p>
    </div>
  );
}

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  /** Shown under the field; marks it invalid. */
  errorMessage?: string | null;
  /** The id of more text about the field, outside it (e.g. a checklist). */
  describedBy?: string;
}

// As in the kit: the brand ring on focus; the border turns brand on focus, or stays red while invalid.
const inputBox = `block min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 sm:text-sm outline-offset-2 outline-brand-600 focus:outline-2 forced-colors:outline-[Highlight]`;

function useFieldIds(description?: string, errorMessage?: string | null, extra?: string) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function FieldTexts({ id, description, errorMessage }: { id: string; description?: string; errorMessage?: string | null }) {
  return (
    <>
      {description && (
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {errorMessage}
        </p>
      )}
    </>
  );
}

/**
 * What the pre-rendered field needs once the page runs: text typed (or autofilled) before it
 * was interactive becomes the field's value instead of being lost, and `autoFocus` focuses the
 * field only if the visitor has not already moved to another one.
 */
function useFieldStart(
  inputRef: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
  autoFocus?: boolean,
) {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // Hydrated, the element is the HTML's own; rendered afresh (a query in the address), its text was kept aside.
    const typed = takeTypedField(input.name);
    const start = input.value || typed.value;
    if (start !== '' && start !== value) onChange(start);
    if (typed.focused) input.focus();
    else if (autoFocus && (document.activeElement === null || document.activeElement === document.body)) input.focus();
    // On mount only: afterwards React owns the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="w-fit text-sm font-medium text-slate-800">
      {children}
    </label>
  );
}

/**
 * What both fields share: the input's attributes (ids, value, ARIA, the pre-rendered start) and
 * the frame around the control (label above, description and error below).
 */
function useAuthField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  autoFocus,
  describedBy: extraDescription,
  className = '',
  ...props
}: AuthFieldProps) {
  const { id, describedBy } = useFieldIds(description, errorMessage, extraDescription);
  const inputRef = useRef<HTMLInputElement>(null);
  useFieldStart(inputRef, value, onChange, autoFocus);
  const input = {
    ...props,
    ref: inputRef,
    id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': describedBy,
  };
  const frame = (control: ReactNode) => (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {control}
      <FieldTexts id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
  return { input, frame, isInvalid: Boolean(errorMessage) };
}

function AuthTextField(props: AuthFieldProps) {
  const { input, frame, isInvalid } = useAuthField(props);
  return frame(
    <input {...input} className={`${inputBox} ${isInvalid ? 'border-danger-600' : 'border-slate-300 focus:border-brand-600'}`} />,
  );
}

/** A form of text fields (use-form's, on these screens' flat values), as an Auth field edits it. */
interface TextForm<K extends string> {
  values: Record<K, string>;
  setField: (field: K, value: string) => void;
  errorFor: (field: K) => string | undefined;
}

/** What an Auth field needs to edit `field` of `form`: its value, its change and its error. */
export function authField<K extends string>(form: TextForm<K>, field: K): Pick<AuthFieldProps, 'value' | 'onChange' | 'errorMessage'> {
  return { value: form.values[field], onChange: (value) => form.setField(field, value), errorMessage: form.errorFor(field) };
}

/** The customer's e-mail, as both sign-in screens ask for it (the first thing to type). */
export function AuthEmailField(props: Pick<AuthFieldProps, 'value' | 'onChange' | 'errorMessage'>) {
  return (
    <AuthTextField
      label="Correo electrónico"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      autoFocus
      {...props}
    />
  );
}

// Its own eye, not the UI kit's Icons: importing that module here adds 1.8 KB to /login's first load (measured).
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg {...strokeIconProps} className="size-5 shrink-0">
      {crossed ? (
        <path d="M9.9 4.2A10.9 10.9 0 0 1 12 4c6.5 0 10 8 10 8a18.5 18.5 0 0 1-2.2 3.2M6.6 6.6A18.6 18.6 0 0 0 2 12s3.5 8 10 8a10.4 10.4 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
      ) : (
        <>
          <path d="M2 12s3.5-8 10-8 10 8 10 8-3.5 8-10 8S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}

/** A password with a show/hide toggle that never submits the form. */
export function AuthPasswordField(props: AuthFieldProps) {
  const { input, frame, isInvalid } = useAuthField(props);
  const [isVisible, setVisible] = useState(false);
  return frame(
    <div
      className={`flex min-h-11 w-full items-center rounded-lg border bg-white shadow-xs outline-offset-2 outline-brand-600 has-[input:focus]:outline-2 forced-colors:outline-[Highlight] ${isInvalid ? 'border-danger-600' : 'border-slate-300 has-[input:focus]:border-brand-600'}`}
    >
      <input
        {...input}
        type={isVisible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="min-h-10 w-full min-w-0 flex-1 rounded-lg bg-transparent px-3 py-2 text-base text-slate-900 outline-0 placeholder:text-slate-500 sm:text-sm"
      />
      <button
        type="button"
        aria-label={isVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        aria-pressed={isVisible}
        onClick={() => setVisible((visible) => !visible)}
        className="me-0.5 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 -outline-offset-2 outline-brand-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 forced-colors:outline-[Highlight]"
      >
        <EyeIcon crossed={isVisible} />
      </button>
    </div>,
  );
}
