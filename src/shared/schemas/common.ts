import { z } from "zod";

/** The answer of an action that has nothing more to say. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** Every error the API answers with. */
export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** A request whose body, if any, must be `{}`. */
export const emptyBodySchema = z.object({}).strict();
