export function nginxBasePort(): number;
export function sentryPort(): number;
export function sentryDist(): string;
export function sentryDsn(): string;
