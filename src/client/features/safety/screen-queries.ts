import type { ScreenReads } from "@/client/lib/screen-reads";
import { verifiedVenuesQueryOptions } from "./api";

/** What /safety reads as it is first drawn. */
export const screenQueries = (): ScreenReads => [verifiedVenuesQueryOptions];
