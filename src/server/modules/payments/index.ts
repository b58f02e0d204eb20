// The payments module's public API: opening a card checkout and the provider it goes through.
export type { PaymentProvider } from './providers';
export { createCheckout } from './service';
export { expireCheckoutsJob } from './checkout-expiry';
