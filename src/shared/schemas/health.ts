import { z } from "zod";

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});

export const readySchema = z.object({
  status: z.enum(["ready", "unready"]),
  /** What keeps it from taking requests, when something does. */
  reason: z.enum(["draining", "database", "migrations"]).optional(),
});
