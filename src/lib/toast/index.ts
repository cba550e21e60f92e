// The one way to show a toast: `import { toast } from '@/lib/toast'` (ESLint bans react-toastify
// elsewhere). RootLayout mounts <ToastHost/>, which loads react-toastify on the first toast.
export { toast, type Toast, type ToastContent, type ToastId, type ToastOptions, type ToastUpdateOptions } from './toast';
export { ToastHost } from './ToastHost';
