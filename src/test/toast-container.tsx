// The real react-toastify container for unit tests. src/test/setup.ts hands `toast` from
// '@/lib/toast' the toast layer's (react-toastify's own, with roles), so a screen's toast shows in this container at once, as in
// the tests before the facade: the facade's own loading is tested in src/lib/toast/toast.test.tsx.
export { ToastContainer } from 'react-toastify/unstyled';
