import type { ScreenReads } from "@/client/lib/screen-reads";
import { exploreQueryOptions, openingExploreTarget, pairingListsQueryOptions } from "./api";

/** What /pairing reads as it is first drawn: the lists, and Explore's first draw. */
export const screenQueries = (url: URL): ScreenReads => [
  pairingListsQueryOptions,
  exploreQueryOptions(openingExploreTarget(url.searchParams)),
];
