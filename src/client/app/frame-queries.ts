import { warningsQueryOptions } from "@/client/features/moderation/queries";
import { unreadCountQueryOptions } from "@/client/features/notifications/queries";
import type { ScreenReads } from "@/client/lib/screen-reads";

/**
 * What the signed-in frame reads besides /api/home (which the entry asks for at once): the
 * bell's count and the member's open warnings, on every signed-in screen.
 */
export const frameQueries: ScreenReads = [unreadCountQueryOptions, warningsQueryOptions];
