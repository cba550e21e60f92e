// In the app (dev and build, not vitest) `import { toast } from 'react-toastify'` resolves here
// (vite.config.ts). Toasts are never part of a first paint, so react-toastify and its stylesheet
// (~9 KB gzip) load the first time a toast is shown instead of with every page. Same API for
// what the app uses; the returned id is known at once because the facade chooses it.
import type { Id, ToastContent, ToastOptions, UpdateOptions } from 'react-toastify/unstyled';

type ToastLayer = typeof import('./toast-layer');
type Kind = 'success' | 'info' | 'error' | 'warning' | 'warn' | 'loading';

let layer: Promise<ToastLayer> | null = null;
let loaded: ToastLayer | null = null;
const demandListeners = new Set<() => void>();
let counter = 0;

/** Loads react-toastify once; RootLayout mounts the container as soon as this has been asked for. */
export function loadToastLayer(): Promise<ToastLayer> {
  if (!layer) {
    layer = import('./toast-layer').then((module) => (loaded = module));
    demandListeners.forEach((listener) => listener());
  }
  return layer;
}

export function subscribeToToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

export function isToastDemanded(): boolean {
  return layer !== null;
}

function show(kind: Kind | null, content: ToastContent, options: ToastOptions = {}): Id {
  const toastId = options.toastId ?? `toast-${++counter}`;
  // react-toastify queues toasts emitted before its container mounts.
  void loadToastLayer().then(({ toast: real }) =>
    kind ? real[kind](content, { ...options, toastId }) : real(content, { ...options, toastId }),
  );
  return toastId;
}

const showAs = (kind: Kind) => (content: ToastContent, options?: ToastOptions) => show(kind, content, options);

export const toast = Object.assign((content: ToastContent, options?: ToastOptions) => show(null, content, options), {
  success: showAs('success'),
  info: showAs('info'),
  error: showAs('error'),
  warning: showAs('warning'),
  warn: showAs('warn'),
  loading: showAs('loading'),
  dismiss: (id?: Id) => void layer?.then(({ toast: real }) => real.dismiss(id)),
  update: (id: Id, options?: UpdateOptions) => void loadToastLayer().then(({ toast: real }) => real.update(id, options)),
  isActive: (id: Id) => loaded?.toast.isActive(id) ?? false,
});
