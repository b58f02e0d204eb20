import { useMutation } from '@tanstack/react-query';
import type { Checkout } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';

/** Opens a card payment for a package: the server writes a pending purchase and answers the provider's page. */
export function createCheckout(packageId: number): Promise<Checkout> {
  return apiFetch<Checkout>('/payments/create-checkout', { method: 'POST', body: { packageId } });
}

/** Creates the checkout and sends the browser to the payment page. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: (checkout) => {
      window.location.assign(checkout.checkout_url);
    },
  });
}
