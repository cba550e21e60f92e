import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/monitoring';

interface State {
  error: Error | null;
}

/** Last line of defence: a Spanish fallback with a way to reload, and the error sent to Sentry. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { componentStack: info.componentStack });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <CrashScreen />;
  }
}

export function CrashScreen() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-start justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Algo salió mal</h1>
      <p className="text-slate-700">
        Ocurrió un error inesperado y ya lo reportamos a nuestro equipo. Recarga la página para continuar; tu información guardada no se
        perdió.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-medium text-white outline-offset-2 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Recargar la página
      </button>
    </main>
  );
}
