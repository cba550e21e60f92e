// The receipt and the instructions of a payment, one lazy chunk for both routes: apart, each would
// name its own chunk and the modules they share in the first-load router's preload lists, which
// every route (/login included) downloads.
export { PaymentInstructionsPage } from './PaymentInstructionsPage';
export { PaymentReceiptPage } from './PaymentReceiptPage';
