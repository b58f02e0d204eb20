import { Button } from './button';

/** What "Show more" needs of a TanStack infinite query. */
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A list's "Show more": the next page added below the ones shown, while there is one. */
export function ShowMore({ pages, label }: { pages: MorePages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        pending={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
