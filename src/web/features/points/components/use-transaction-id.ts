import { useSearchParams } from 'react-router';

/** The `?transaction_id=` the payment provider sends the browser back with; null when absent or malformed. */
export function useTransactionId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('transaction_id');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
