// The points module's public API. Points move only through the ledger's functions, inside a transaction the
// caller opens; other modules never write the points tables themselves.
export { getBalance } from './balance';
export { assertPriceUnchanged } from './purchases';
export { createPackage, getPackage, PACKAGE_NOT_FOUND } from './packages';
export { generateCodes, redeem } from './codes';
export {
  balanceOf,
  closePending,
  completePending,
  credit,
  debit,
  findByProviderRef,
  INSUFFICIENT_POINTS,
  openPending,
  professorSharePercent,
  recordEarning,
  refundCourseBuyers,
  refundLiveSessionBuyers,
  setProviderRef,
  stalePendingPurchases,
} from './ledger';
export { getTransaction, TRANSACTION_NOT_FOUND } from './transactions.read-model';
export { payPrivateClass, refundPrivateClass } from './private-classes';
