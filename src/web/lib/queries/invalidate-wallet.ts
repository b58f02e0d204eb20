import type { QueryClient } from '@tanstack/react-query';
import type { Balance } from '../../../contract/points';
import { pointsKeys } from './points-keys';

/**
 * After points moved (a purchase, a redeemed code, a correction): the ledger lists are read again. A balance
 * the server already answered with is written straight into the cache, so the header and the wallet show it
 * at once; without one, the balance is read again too.
 */
export async function invalidateWallet(queryClient: QueryClient, balance?: number): Promise<void> {
  if (balance !== undefined) queryClient.setQueryData<Balance>(pointsKeys.balance(), { balance });
  await Promise.all([
    balance === undefined ? queryClient.invalidateQueries({ queryKey: pointsKeys.balance() }) : undefined,
    queryClient.invalidateQueries({ queryKey: pointsKeys.transactions() }),
  ]);
}
