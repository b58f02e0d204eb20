import { useSearchParams } from 'react-router';

/**
 * A list page's filters kept in the address. `update` writes the keys it is given (an empty value removes the
 * key) in place of the current history entry, and goes back to the first page unless the change names one of
 * `pageKeys` itself: any new filter starts the list again from its first page.
 */
export function useAddressFilters(pageKeys: readonly string[] = ['page']) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Partial<Record<string, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!pageKeys.some((key) => key in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [params, update] as const;
}
