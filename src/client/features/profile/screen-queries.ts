import { debriefTotalsQueryOptions } from "@/client/features/debrief/queries";
import { aboutMeQueryOptions } from "@/client/features/endorsements/queries";
import { matchmakerRecordQueryOptions } from "@/client/features/events/queries";
import { ownConfirmationsQueryOptions } from "@/client/features/photo-confirmations/queries";
import { ownPhotosQueryOptions } from "@/client/features/photos/queries";
import { selfieStatusQueryOptions } from "@/client/features/verification/queries";
import type { ScreenReads } from "@/client/lib/screen-reads";
import { profileQueryOptions } from "./api";

/** What /profile reads as it is first drawn. */
export const screenQueries = (): ScreenReads => [
  profileQueryOptions,
  selfieStatusQueryOptions,
  ownPhotosQueryOptions,
  ownConfirmationsQueryOptions,
  aboutMeQueryOptions,
  matchmakerRecordQueryOptions,
  debriefTotalsQueryOptions,
];
