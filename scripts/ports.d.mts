export function freePort(): Promise<number>;
export function isPortFree(port: number): Promise<boolean>;
export function waitForPort(
  port: number,
  options?: { child?: { exitCode: number | null } | null; timeoutMs?: number; name?: string },
): Promise<void>;
