import {
  debriefTotalsQueryOptions,
  pendingDebriefsQueryOptions,
} from "@/client/features/debrief/queries";
import type { ScreenReads } from "@/client/lib/screen-reads";
import { homeQueryOptions } from "./api";

/** What /home reads as it is first drawn (the frame's reads apart: app/frame-queries.ts). */
export const screenQueries = (): ScreenReads => [
  homeQueryOptions,
  pendingDebriefsQueryOptions,
  debriefTotalsQueryOptions,
];
