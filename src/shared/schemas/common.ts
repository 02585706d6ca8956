import { z } from "zod";

/** An email address as typed: trimmed, checked, lower-cased. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

/** The answer of an action that has nothing more to say. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;

/** Every error the API answers with (server/http/errors.ts `errorBody`). */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: "What went wrong, for code: `not_found`, `rate_limited`…" }),
      message: z.string().meta({ description: "What went wrong, in words to show the member" }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "For an invalid request: each field at fault and what is wrong" }),
    }),
    requestId: z.string().meta({ description: "The request's id, as the server's log names it" }),
  })
  .meta({ id: "Error" });

/** A request whose body, if any, must be `{}`. */
export const emptyBodySchema = z.object({}).strict();

/*
 * The ids a path can hold, named for what they name. A path id that doesn't fit its schema names
 * nothing, so the server answers it as it answers an unknown id, "<What> not found" with 404
 * not_found, on every route alike (validation.ts).
 */
const notFound = (what: string) => ({ error: `${what} not found` });
/** A row's uuid (friend entries, matches, pairings, events, shares, attempts). */
export const uuidParam = (what: string) => z.uuid(notFound(what));
/** A text key: a member's id (better-auth's for Google members isn't a uuid), a club's. */
export const textIdParam = (what: string) =>
  z.string(notFound(what)).min(1, notFound(what)).max(100, notFound(what));
