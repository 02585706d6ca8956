// What the pairing forms check, loaded when a form is first used (components/checked-form.ts).
import { createPairingSchema, directMatchSchema } from "@/shared/schemas/pairing";

/** A friend and why: what each hearts card asks (self-suggest's voucher is checked the same way). */
export const heartSpendSchema = directMatchSchema.pick({ friendId: true, reason: true });

/** Why two friends would click, and optional tags: "Suggest a Match". */
export const suggestMatchSchema = createPairingSchema.pick({ reason: true, tags: true });
