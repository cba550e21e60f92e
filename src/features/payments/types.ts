import type { components } from '@/lib/api';

export type Payment = components['schemas']['Payment'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
