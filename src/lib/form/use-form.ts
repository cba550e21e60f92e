// The one way every form keeps its state: values and the saved baseline, which client errors
// show (and when), server errors per field (gone as soon as that field is edited), the form-level
// message, and focus on the first invalid field. react-aria's Form and FieldError present it.
// Why not react-hook-form: see docs/forms.md.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { serverFormErrors, type FieldErrors } from '@/lib/validation/field-errors';
import { getIn, leafPaths, setIn, type FieldPath, type FieldValue, type TextFieldPath } from './field-path';

export interface FormOptions<V> {
  initial: V | (() => V);
  /** Client checks: a message per invalid path. */
  validate?: (values: V) => FieldErrors<FieldPath<V>>;
  /**
   * When a field's error first shows: as soon as it is changed, on leaving the field (`touch`), or
   * only after a submit attempt.
   */
  showErrors?: 'change' | 'blur' | 'submit';
  /**
   * Once shown, an error follows the typing ('change'), or hides while the field is edited and is
   * checked again when the customer leaves it ('blur').
   */
  recheck?: 'change' | 'blur';
  /** The form-level message when a submit attempt finds client errors (none: the fields speak). */
  invalidMessage?: string;
}

export interface TextFieldOptions {
  /** Applied to every change (e.g. keep digits only). */
  sanitize?: (value: string) => string;
  /** Applied when the customer leaves the field (e.g. trim, upper-case an RFC). */
  normalize?: (value: string) => string;
}

/** What a text field needs to edit one path of the values (`form.textField(path)`). */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

const NO_ERRORS = {};

export function useForm<V>({ initial, validate, showErrors = 'blur', recheck = 'change', invalidMessage }: FormOptions<V>) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(saved);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [formElement, setFormElement] = useState<HTMLElement | null>(null);

  const clientErrors: FieldErrors<FieldPath<V>> = useMemo(() => validate?.(values) ?? NO_ERRORS, [validate, values]);
  const isValid = Object.values(clientErrors).every((message) => !message);

  const setField = useCallback(
    <P extends FieldPath<V>>(path: P, value: FieldValue<V, P>) => {
      setValues((current) => setIn(current, path, value));
      setServerErrors((current) => {
        if (!(path in current)) return current;
        const { [path]: _removed, ...rest } = current;
        return rest;
      });
      if (recheck === 'blur') setEditing((current) => (current.has(path) ? current : new Set(current).add(path)));
      if (showErrors === 'change') setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    },
    [recheck, showErrors],
  );

  /** The customer left the field: its error may show from now on. */
  const touch = useCallback((path: FieldPath<V>) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    setEditing((current) => {
      if (!current.has(path)) return current;
      const next = new Set(current);
      next.delete(path);
      return next;
    });
  }, []);

  const errorFor = useCallback(
    (path: FieldPath<V>): string | undefined => {
      const server = serverErrors[path];
      if (server) return server;
      if (editing.has(path)) return undefined;
      const shown = submitted || (showErrors !== 'submit' && touched.has(path));
      return shown ? clientErrors[path] : undefined;
    },
    [serverErrors, editing, submitted, showErrors, touched, clientErrors],
  );

  const requestFocus = useCallback(() => setFocusRequest((n) => n + 1), []);

  /**
   * The form's submit handler: stops the browser's submit, shows every client error and focuses the
   * first one, or calls `send` with the values when there is none.
   */
  const handleSubmit = useCallback(
    (send: (values: V) => void | Promise<void>, { isBlocked = false }: { isBlocked?: boolean } = {}) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        // Nothing to send yet, or a save under way: Enter in a field does nothing.
        if (isBlocked) return;
        // Where to look for the first invalid field, now or when the server answers.
        setFormElement(event.currentTarget);
        setFormError(null);
        setSubmitted(true);
        setEditing(new Set());
        if (!isValid) {
          if (invalidMessage) setFormError(invalidMessage);
          requestFocus();
          return;
        }
        void send(values);
      },
    [isValid, invalidMessage, requestFocus, values],
  );

  /** A rejected save: messages on the fields (focused) and, optionally, one for the form. */
  const showServerErrors = useCallback(
    (fields: FieldErrors<FieldPath<V>>, summary: string | null = null) => {
      setServerErrors(fields);
      setFormError(summary);
      if (Object.keys(fields).length > 0) requestFocus();
    },
    [requestFocus],
  );

  const paths = useMemo(() => leafPaths(saved), [saved]);

  /**
   * A failed save: the messages the API gave per field on those fields, the rest in the summary; a
   * 409 that names no field lands on `conflictField`.
   */
  const showSaveError = useCallback(
    (error: unknown, conflictField?: FieldPath<V>) => {
      const { fields, summary } = serverFormErrors(error, paths, conflictField);
      showServerErrors(fields, summary);
    },
    [paths, showServerErrors],
  );

  const resetShown = useCallback(() => {
    setSubmitted(false);
    setTouched(new Set());
    setEditing(new Set());
    setServerErrors(NO_ERRORS);
    setFormError(null);
  }, []);

  /** After a save: the sent values become the baseline. */
  const markSaved = useCallback(
    (next: V) => {
      setSaved(next);
      setValues(next);
      resetShown();
    },
    [resetShown],
  );

  /** Puts back values typed earlier (a draft kept when the session expired): unsaved, to review. */
  const restore = useCallback((next: V) => {
    setValues(next);
    setServerErrors(NO_ERRORS);
  }, []);

  /** Back to the saved values. */
  const discard = useCallback(() => {
    setValues(saved);
    resetShown();
  }, [saved, resetShown]);

  /** The props a text field needs to edit `path`. */
  const textField = (path: TextFieldPath<V>, { sanitize, normalize }: TextFieldOptions = {}): TextFieldBinding => {
    // TextFieldPath guarantees a string here; TypeScript cannot follow that through the generic.
    const key = path as FieldPath<V>;
    const value = getIn(values, key) as string;
    const error = errorFor(key);
    return {
      name: path,
      value,
      onChange: (next: string) => setField(key, (sanitize ? sanitize(next) : next) as FieldValue<V, FieldPath<V>>),
      onBlur: () => {
        if (normalize) {
          const normalized = normalize(value);
          if (normalized !== value) setField(key, normalized as FieldValue<V, FieldPath<V>>);
        }
        touch(key);
      },
      isInvalid: Boolean(error),
      errorMessage: error,
    };
  };

  // Focus the first field shown as invalid, in page order, once it has rendered.
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = formElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest, formElement]);

  return {
    values,
    saved,
    isValid,
    /** Every leaf path of the values: what a server error may name. */
    paths,
    setField,
    touch,
    errorFor,
    textField,
    formError,
    setFormError,
    handleSubmit,
    showServerErrors,
    showSaveError,
    markSaved,
    restore,
    discard,
  };
}

export type FormApi<V> = ReturnType<typeof useForm<V>>;
