// The app's toasts (`import { toast } from '@/lib/toast'`). Toasts are never part of a first
// paint, so react-toastify and its stylesheet (~9 KB gzip) load the first time a toast is shown
// instead of with every page. Only the part of react-toastify's API the app uses, typed as such
// (`Toast`); the returned id is known at once because the facade chooses it.
import type { Id, ToastContent, ToastOptions, UpdateOptions } from 'react-toastify/unstyled';

type Show = (content: ToastContent, options?: ToastOptions) => Id;

/** What the facade implements of react-toastify's `toast`; nothing else exists in the build. */
export interface Toast extends Show {
  success: Show;
  info: Show;
  error: Show;
  warning: Show;
  warn: Show;
  loading: Show;
  dismiss: (id?: Id) => void;
  update: (id: Id, options?: UpdateOptions) => void;
  isActive: (id: Id) => boolean;
}

type ToastLayer = typeof import('./toast-layer');
type Kind = 'success' | 'info' | 'error' | 'warning' | 'warn' | 'loading';

type Call = { kind: Kind | null; content: ToastContent; options: ToastOptions & { toastId: Id } };

let layer: Promise<ToastLayer> | null = null;
let loaded: ToastLayer | null = null;
// Own Set, not @/lib/external-store: importing it here reshuffles the entry's chunks (up to +1.8 KB gzip on /login).
const demandListeners = new Set<() => void>();
let counter = 0;
// react-toastify hands the toasts emitted before any container exists to the first container that
// subscribes, and StrictMode (dev) throws that one away at once: so the facade keeps them itself
// until <Toasts/> says its container is up for good.
let containerUp = false;
let pending: Call[] = [];

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

/** Called by <Toasts/> (through ToastHost) once its container has survived StrictMode's remount. */
export function toastContainerMounted(): void {
  containerUp = true;
  pending.splice(0).forEach(deliver);
}

/** Called by <Toasts/> when its container unmounts: toasts wait in the facade again. */
export function toastContainerUnmounted(): void {
  containerUp = false;
}

function deliver(call: Call) {
  if (!containerUp) {
    pending.push(call);
    void loadToastLayer();
    return;
  }
  // Through the promise, as before: never a store update in the middle of a caller's render.
  void loadToastLayer().then(({ toast: real }) => {
    if (!containerUp) pending.push(call);
    else if (call.kind) real[call.kind](call.content, call.options);
    else real(call.content, call.options);
  });
}

const pendingCall = (id: Id) => pending.find((call) => call.options.toastId === id);

function show(kind: Kind | null, content: ToastContent, options: ToastOptions = {}): Id {
  const toastId = options.toastId ?? `toast-${++counter}`;
  deliver({ kind, content, options: { ...options, toastId } });
  return toastId;
}

function update(id: Id, options: UpdateOptions = {}) {
  const call = pendingCall(id);
  if (!call) {
    void loadToastLayer().then(({ toast: real }) => real.update(id, options));
    return;
  }
  // Not shown yet: fold the update into it the way react-toastify merges one (its options may be
  // null, which react-toastify accepts as well).
  const { render, ...rest } = options;
  call.content = render || call.content;
  call.options = { ...call.options, ...rest, toastId: rest.toastId || id } as Call['options'];
}

function dismiss(id?: Id) {
  // A toast still waiting is dropped before it ever shows.
  pending = id == null ? [] : pending.filter((call) => call.options.toastId !== id);
  void layer?.then(({ toast: real }) => real.dismiss(id));
}

const showAs = (kind: Kind) => (content: ToastContent, options?: ToastOptions) => show(kind, content, options);

export const toast: Toast = Object.assign((content: ToastContent, options?: ToastOptions) => show(null, content, options), {
  success: showAs('success'),
  info: showAs('info'),
  error: showAs('error'),
  warning: showAs('warning'),
  warn: showAs('warn'),
  loading: showAs('loading'),
  dismiss,
  update,
  // A waiting toast counts as active: it will show, and an update reaches it.
  isActive: (id: Id) => pendingCall(id) !== undefined || (loaded?.toast.isActive(id) ?? false),
});
