// The real react-toastify, loaded on first use (see toast.ts), with its stylesheet as a
// file: the unstyled entry never injects a <style> element, which the CSP would block. It does not
// import the facade (no cycle): ToastHost hands it the facade's callbacks.
import { useEffect } from 'react';
import { Slide, ToastContainer, toast as library } from 'react-toastify/unstyled';
import type { CloseButtonProps, Id, ToastContent, ToastOptions, TypeOptions, UpdateOptions } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { splitIsolated } from '@/lib/server-text';

/**
 * Successes and news wait their turn (role="status", polite); failures and warnings interrupt
 * (role="alert"). react-toastify gives every toast role="alert".
 */
function roleOf(type: TypeOptions | null | undefined): 'status' | 'alert' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

/** Folios (COT-2026-0152, COT-2026-0147-02) and amounts ($14,351.52, -$12,064.00): never split across lines (unless longer than one). */
const KEPT_WHOLE = /([A-Z]{2,5}-\d{4}-\d+(?:-\d+)*|-?\$\d[\d,]*(?:\.\d+)?)/;

function KeptWhole({ text }: { text: string }) {
  // split() with a capture group puts the matches at the odd indices.
  const parts = text.split(KEPT_WHOLE);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="unbroken">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * The toast's words, each piece of server text (`isolate()`d by the caller) in a <bdi>. One element:
 * the toast is a flex row (icon, words, close button), where loose pieces would each be a column. At
 * most six lines on screen: a toast quoting a very long name stays a notice (all of it is read aloud).
 */
function Presented({ text }: { text: string }) {
  return (
    <span className="line-clamp-6 min-w-0 flex-1">
      {splitIsolated(text).map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index}>
            <KeptWhole text={part} />
          </bdi>
        ) : (
          <KeptWhole key={index} text={part} />
        ),
      )}
    </span>
  );
}

function present(content: ToastContent): ToastContent {
  return typeof content === 'string' ? <Presented text={content} /> : content;
}

type Show = (content: ToastContent, options?: ToastOptions) => Id;

const showAs =
  (show: Show, type: TypeOptions): Show =>
  (content, options) =>
    // A type in the options wins (the facade folds an update into a toast not shown yet).
    show(present(content), { role: roleOf(options?.type ?? type), ...options });

/**
 * react-toastify's `toast` with the role of each type, folios and amounts kept whole, and server text isolated.
 * @public Read through `import('./toast-layer')` in toast.ts, which knip cannot follow.
 */
export const toast = Object.assign(showAs(library, 'default'), {
  success: showAs(library.success, 'success'),
  info: showAs(library.info, 'info'),
  error: showAs(library.error, 'error'),
  warning: showAs(library.warning, 'warning'),
  warn: showAs(library.warn, 'warning'),
  loading: showAs(library.loading, 'default'),
  dismiss: (id?: Id) => library.dismiss(id),
  // A toast that changes type (a loading toast that succeeds or fails) changes its role with it.
  update: (id: Id, options: UpdateOptions = {}) =>
    library.update(id, {
      ...(options.type ? { role: roleOf(options.type) } : {}),
      ...options,
      ...(options.render == null ? {} : { render: present(options.render) }),
    }),
  isActive: (id: Id) => library.isActive(id),
});

const TOAST_AUTO_CLOSE_MS = 5000;

interface ToastsProps {
  /** The container is up for good (StrictMode's remount is over). */
  onMounted: () => void;
  onUnmounted: () => void;
}

/**
 * Bottom right, 5 s (see docs/errors.md).
 * @public Loaded through `import('./toast-layer')` by ToastHost's lazy(), which knip cannot follow.
 */
export function Toasts({ onMounted, onUnmounted }: ToastsProps) {
  // StrictMode (dev) runs this effect, its cleanup and the effect again at once, unmounting and
  // remounting the container in between: the timer only fires for the container that stays.
  useEffect(() => {
    const timer = setTimeout(onMounted, 0);
    return () => {
      clearTimeout(timer);
      onUnmounted();
    };
  }, [onMounted, onUnmounted]);

  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      transition={Slide}
      newestOnTop
      closeButton={ToastCloseButton}
      // The library's own words are English ("Notifications Alt+T", "close").
      aria-label="Avisos"
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}

/** The library's close button (its classes and icon), named in Spanish. */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Cerrar aviso"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
