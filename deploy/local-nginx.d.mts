export interface LocalNginxOptions {
  /** 0: any free port. */
  port: number;
  root: string;
  apiOrigin?: string;
  sentryOrigin?: string;
  filesOrigin?: string;
}
export interface LocalNginx {
  url: string;
  port: number;
  prefix: string;
  stop: () => Promise<void>;
}
export function findNginx(): string;
export function isPortFree(port: number): Promise<boolean>;
export function renderSiteConfig(options: LocalNginxOptions): string;
export function startNginx(options: LocalNginxOptions): Promise<LocalNginx>;
