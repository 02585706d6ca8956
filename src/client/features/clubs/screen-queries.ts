import type { ScreenReads } from "@/client/lib/screen-reads";
import { clubsQueryOptions } from "./api";

/** What /clubs reads as it is first drawn. */
export const screenQueries = (): ScreenReads => [clubsQueryOptions];
