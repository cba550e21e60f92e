export interface LocalNginxOptions {
  /** 0: any free port. */
  port: number;
  root: string;
  apiOrigin?: string;
  /** The VITE_SENTRY_DSN the build was made with; none: the CSP names no Sentry host. */
  sentryDsn?: string | null;
  filesOrigin?: string;
}
export interface LocalNginx {
  url: string;
  port: number;
  prefix: string;
  stop: () => Promise<void>;
}
export function isPortFree(port: number): Promise<boolean>;
export function startNginx(options: LocalNginxOptions): Promise<LocalNginx>;
