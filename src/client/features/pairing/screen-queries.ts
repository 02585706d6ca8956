import { memberProfileQueryOptions } from "@/client/features/members/queries";
import { readThen, type ScreenReads } from "@/client/lib/screen-reads";
import { PAIRING_TAB } from "@/shared/app-paths";
import { exploreQueryOptions, openingExploreTarget, pairingListsQueryOptions } from "./api";

/**
 * What /pairing reads as it is first drawn: the lists (the tab's count), and on Explore its first
 * draw, with the drawn member's profile view once they are unlocked.
 */
export const screenQueries = (url: URL): ScreenReads =>
  url.searchParams.get(PAIRING_TAB.param) === PAIRING_TAB.suggestions
    ? [pairingListsQueryOptions]
    : [
        pairingListsQueryOptions,
        readThen(exploreQueryOptions(openingExploreTarget(url.searchParams)), ({ member }) =>
          member?.details ? [memberProfileQueryOptions(member.id)] : [],
        ),
      ];
