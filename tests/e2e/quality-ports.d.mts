export function nginxBasePort(): number;
export function sentryPort(): number;
export function sentryDist(): string;
export function sentryDsn(): string;
export function devStackPort(): number;
export function devApiPort(): number;
export function devApiDist(): string;
export function devApiAppPort(): number;
