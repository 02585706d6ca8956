import { conversationsQueryOptions } from "@/client/features/chat/queries";
import { memberProfileQueryOptions } from "@/client/features/members/queries";
import { readThen, type ScreenReads } from "@/client/lib/screen-reads";
import { suggestionsQueryOptions } from "./api";

/** What /matching reads as it is first drawn: each suggestion's card opens its profile view. */
export const screenQueries = (): ScreenReads => [
  readThen(suggestionsQueryOptions, ({ groups, paused }) =>
    paused ? [] : groups.map((group) => memberProfileQueryOptions(group.candidate.id)),
  ),
  conversationsQueryOptions,
];
