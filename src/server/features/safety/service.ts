import { eq } from "drizzle-orm";
import type { ReportInput, ReportResult, ReportTarget } from "../../../shared/schemas/safety";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import { events, reports } from "../../db/schema";
import { NotFoundError } from "../../errors";

/** The report's target columns, once the member may report it (it exists and they can see it). */
async function targetColumns(db: Db, target: ReportTarget) {
  switch (target.kind) {
    case "event": {
      const [event] = await db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.id, target.eventId));
      if (!event) throw new NotFoundError("Event");
      return { targetEventId: event.id };
    }
  }
}

/** Files a report for the safety team to review. */
export async function fileReport(
  { db, userId, now }: ServiceContext,
  input: ReportInput,
): Promise<ReportResult> {
  const target = await targetColumns(db, input.target);
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: userId,
      reason: input.reason,
      details: input.details,
      createdAt: now,
      ...target,
    })
    .returning({ id: reports.id, createdAt: reports.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
