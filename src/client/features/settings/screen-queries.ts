import { foundEachOtherQueryOptions } from "@/client/features/debrief/queries";
import { decisionsQueryOptions, myReportsQueryOptions } from "@/client/features/moderation/queries";
import { notificationPreferencesQueryOptions } from "@/client/features/notifications/queries";
import type { ScreenReads } from "@/client/lib/screen-reads";
import { settingsQueryOptions } from "./api";

/** What /settings reads as it is first drawn. */
export const screenQueries = (): ScreenReads => [
  settingsQueryOptions,
  foundEachOtherQueryOptions,
  notificationPreferencesQueryOptions,
  decisionsQueryOptions,
  myReportsQueryOptions,
];
