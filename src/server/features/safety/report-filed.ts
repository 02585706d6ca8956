import type { ReportReason } from "#shared/options";
import type { Env } from "../../process/env";
import { featureSteps } from "../steps";

/** A report about a member (a message's sender, a photo's owner), just stored. */
export interface FiledReport {
  reportId: string;
  reporterId: string;
  memberId: string;
  reason: ReportReason;
  now: Date;
  env: Pick<Env, "s3">;
  messageId?: number;
}

/**
 * Moderation's step of filing a report (its case and evidence), inside the report's transaction:
 * moderation imports chat, which imports safety, so safety can't call moderation itself.
 */
export const reportFiled = featureSteps<[report: FiledReport]>();
