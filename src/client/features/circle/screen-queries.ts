import { byMeQueryOptions } from "@/client/features/endorsements/queries";
import { confirmableQueryOptions } from "@/client/features/photo-confirmations/queries";
import type { ScreenReads } from "@/client/lib/screen-reads";
import { circleQueryOptions } from "./api";

/** What /circle reads as it is first drawn. */
export const screenQueries = (): ScreenReads => [
  circleQueryOptions,
  byMeQueryOptions,
  confirmableQueryOptions,
];
