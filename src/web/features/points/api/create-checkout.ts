import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { changedPrice } from '../../../lib/http';

/**
 * Opens a card payment for a package: the server writes a pending purchase and answers the provider's page.
 * The price shown goes with it: 409 `Price changed` (with the new `price`) when the package was repriced.
 */
export function createCheckout(input: { packageId: number; expectedPrice: number }): Promise<Checkout> {
  return apiFetch<Checkout>('/payments/create-checkout', { method: 'POST', body: input });
}

/** Creates the checkout and sends the browser to the payment page. */
export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: (checkout) => {
      window.location.assign(checkout.checkout_url);
    },
    onError: (error) => {
      // Repriced since the list was read: show the packages as they are now.
      if (changedPrice(error) !== null)
        void queryClient.invalidateQueries({ queryKey: ['points', 'packages'] });
    },
  });
}
