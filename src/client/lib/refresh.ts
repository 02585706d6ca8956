import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

interface UnderWay {
  again: boolean;
  done: Promise<void>;
}

/** Per query client: the keys with a refresh pending or running, and whether to go once more. */
const underWay = new WeakMap<QueryClient, Map<string, UnderWay>>();

/**
 * Has what the screens show under `queryKey` fetched again after a change, without ever
 * cancelling a fetch under way. invalidateQueries alone aborts a running fetch and starts over,
 * so one message (a live event, the read receipt, its echo in this tab) would start and cancel
 * the same request several times. Here a fetch under way finishes, then one more follows (what
 * it brings may predate the change), and every ask in the meantime is folded into that one.
 * Only queries on screen are fetched; the others are marked stale for their next visit. Settles
 * when the last of those fetches has (a mutation may wait for it to stay busy until then).
 */
export function refresh(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  let keys = underWay.get(queryClient);
  if (!keys) underWay.set(queryClient, (keys = new Map()));
  const id = hashKey(queryKey);
  const pending = keys.get(id);
  if (pending) {
    pending.again = true;
    return pending.done;
  }
  const entry: UnderWay = { again: false, done: Promise.resolve() };
  keys.set(id, entry);
  entry.done = (async () => {
    try {
      do {
        entry.again = false;
        await running(queryClient, queryKey);
        await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      } while (entry.again);
    } catch {
      // A failed fetch shows on its screen; the next change asks again.
    } finally {
      keys.delete(id);
    }
  })();
  return entry.done;
}

/** Settles when every fetch already under way for the key has ended, however it ended. */
function running(queryClient: QueryClient, queryKey: QueryKey) {
  return Promise.all(
    queryClient
      .getQueryCache()
      .findAll({ queryKey })
      .map((query) => query.promise?.catch(() => undefined)),
  );
}
