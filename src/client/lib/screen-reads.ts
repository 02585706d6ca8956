import type { DataTag, FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";

/** A query's options as its factory (`queryOptions`) made them, whatever its data. */
type Read = { queryKey: QueryKey };

/**
 * What a screen reads as it is first drawn: its queries' own options, and reads that
 * only an answer can name (a profile view for each suggestion, say), declared after that read.
 * A route's loader asks for them in the browser; the server's drawing waits for them, then draws
 * once (src/client/app/render-screen.tsx).
 */
export type ScreenReads = readonly ScreenRead[];
type ScreenRead = Read | { read: Read; next: (answer: unknown) => ScreenReads };

/** `read`, then what its answer names. */
export function readThen<T>(
  read: { queryKey: DataTag<QueryKey, T, Error> },
  next: (answer: T) => ScreenReads,
): ScreenRead {
  return { read, next: next as (answer: unknown) => ScreenReads };
}

/**
 * Asks for every read, each answer's own next reads as it arrives. A read already fresh in the
 * cache isn't asked again; a failed one is left in the cache for the screen to show (and the
 * server not to draw).
 */
export async function readScreen(queryClient: QueryClient, reads: ScreenReads): Promise<void> {
  await Promise.all(
    reads.map(async (read) => {
      if (!("next" in read)) return queryClient.prefetchQuery(read as FetchQueryOptions);
      const answer = await queryClient
        .fetchQuery(read.read as FetchQueryOptions)
        .catch(() => undefined);
      if (answer !== undefined) await readScreen(queryClient, read.next(answer));
    }),
  );
}
