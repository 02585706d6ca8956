import { z } from "zod";
import { textIdParam } from "./common";
import { mainPhotoSchema, photoSchema } from "./photos";

/*
 * Friends confirm it: a linked circle friend who met the member at a Vouch event says "These
 * photos are really {first name}"; enough of them make the member "Confirmed by friends".
 */

export const confirmationParamsSchema = z.object({ memberId: textIdParam("Member") });

/** A member whose circle lists the viewer as a linked friend, as the viewer may confirm them. */
export const confirmableMemberSchema = z.object({
  memberId: z.string(),
  firstName: z.string(),
  mainPhoto: mainPhotoSchema,
  photos: z.array(photoSchema).describe("The photos a confirmation is about, in their order"),
  metAt: z
    .object({ title: z.string(), startsAt: z.iso.datetime() })
    .nullable()
    .describe("The latest Vouch event both checked in at within the window; null: none"),
  status: z
    .enum(["none", "confirmed", "outdated"])
    .describe(
      "none: not confirmed; confirmed: the viewer's confirmation holds; outdated: the photos changed since",
    ),
});
export type ConfirmableMember = z.infer<typeof confirmableMemberSchema>;

export const confirmableSchema = z.object({ members: z.array(confirmableMemberSchema) });
export type Confirmable = z.infer<typeof confirmableSchema>;

/** The member's own side: the friends whose confirmations hold for their photos now. */
export const ownConfirmationsSchema = z.object({
  confirmed: z.boolean().describe("Enough friends confirmed the photos as they are now"),
  friends: z.array(z.object({ firstName: z.string(), confirmedAt: z.iso.datetime() })),
});
export type OwnConfirmations = z.infer<typeof ownConfirmationsSchema>;

export const confirmedSchema = z.object({ status: z.literal("confirmed") });
