// The receipt and the instructions of a payment, one lazy chunk for both routes: apart, each would
// name its own chunk and the modules they share in the first-load router's preload lists, which
// every route (/login included) downloads.
export { PaymentInstructionsPage } from './PaymentInstructionsPage';
export { PaymentReceiptPage } from './PaymentReceiptPage';
// The route's loader reads (app/app-routes): here, in the screen's lazy chunk, not on the first load.
export { paymentScreenQueries as queries } from '../api/get-payment';
