import type { ScreenReads } from "@/client/lib/screen-reads";
import { walletQueryOptions } from "./api";

/** What /hearts reads as it is first drawn. */
export const screenQueries = (): ScreenReads => [walletQueryOptions];
