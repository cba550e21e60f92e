// The one way to show a toast: `import { toast } from '@/lib/toast'` (ESLint bans react-toastify
// elsewhere). RootLayout mounts ToastHost ('@/lib/toast/ToastHost'), which loads react-toastify on
// the first toast. ToastHost is not re-exported here: when it was, the build split react's chunk in
// three (+0.4 KB gzip on every first load, `npm run size`).
export { toast } from './toast';
