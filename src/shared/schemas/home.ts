import { z } from "zod";

export const homeSchema = z.object({
  member: z.object({ name: z.string(), neighborhood: z.string(), heartsBalance: z.number().int() }),
  certifications: z.array(z.string()).describe("Names of the clubs the member is certified in"),
  circleSize: z.number().int(),
  matchForYou: z.object({
    pendingSuggestions: z
      .number()
      .int()
      .describe("Distinct candidates suggested to the member, pending"),
    unreadMessages: z.number().int(),
    matches: z.number().int(),
  }),
  nextEvent: z.object({ title: z.string(), startsAt: z.string(), venue: z.string() }).nullable(),
});
export type HomeData = z.infer<typeof homeSchema>;
