import type { ScreenReads } from "@/client/lib/screen-reads";
import { notificationsQueryOptions } from "./api";

/** What /notifications reads as it is first drawn. */
export const screenQueries = (): ScreenReads => [notificationsQueryOptions];
