import { lazyComponent } from '@/lib/lazy';

/** The next automatic charge for screens of other features (Inicio): its code loads when asked, not with theirs. */
export const LazyNextAutoCharge = lazyComponent(() => import('./NextAutoCharge').then((m) => m.NextAutoCharge));
