// Form state for the profile and employee forms: values, the saved baseline,
// which errors to show (after a blur or a submit attempt), and server errors
// per field, cleared as soon as that field is edited.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from './field-errors';

type Nested = Record<string, unknown>;

function setPath<V>(values: V, path: string, value: unknown): V {
  const [head, ...rest] = path.split('.');
  const current = values as Nested;
  if (rest.length === 0) return { ...current, [head!]: value } as V;
  return { ...current, [head!]: setPath(current[head!] as Nested, rest.join('.'), value) } as V;
}

export function useFormState<V>(initial: V, validate: (values: V) => FieldErrors) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);

  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const setField = useCallback((path: string, value: unknown) => {
    setValues((current) => setPath(current, path, value));
    setServerErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  }, []);

  const errorFor = useCallback(
    (path: string): string | undefined => serverErrors[path] ?? (submitted || touched.has(path) ? clientErrors[path] : undefined),
    [serverErrors, submitted, touched, clientErrors],
  );

  /** True when the values may be sent; otherwise shows every error and focuses the first one. */
  const checkBeforeSubmit = useCallback((): boolean => {
    setSubmitted(true);
    if (Object.keys(clientErrors).length === 0) return true;
    setFocusRequest((n) => n + 1);
    return false;
  }, [clientErrors]);

  const showServerErrors = useCallback((errors: FieldErrors) => {
    setServerErrors(errors);
    if (Object.keys(errors).length > 0) setFocusRequest((n) => n + 1);
  }, []);

  /** After a save: the sent values become the baseline. */
  const markSaved = useCallback((next: V) => {
    setSaved(next);
    setValues(next);
    setSubmitted(false);
    setTouched(new Set());
    setServerErrors({});
  }, []);

  /** Puts back values typed earlier (a draft kept when the session expired): unsaved, to review. */
  const restore = useCallback((next: V) => {
    setValues(next);
    setServerErrors({});
  }, []);

  const discard = useCallback(() => {
    setValues(saved);
    setSubmitted(false);
    setTouched(new Set());
    setServerErrors({});
  }, [saved]);

  // Focus the first field shown as invalid, in page order, once it has rendered.
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest]);

  return {
    values,
    saved,
    setField,
    touch,
    errorFor,
    clientErrors,
    checkBeforeSubmit,
    showServerErrors,
    markSaved,
    restore,
    discard,
    formRef,
  };
}
