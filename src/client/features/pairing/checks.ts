// What the pairing forms check, loaded when a form is first used (components/lazy-resolver.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { directMatchSchema } from "@/shared/schemas/pairing";

/** A friend and why: what each hearts card asks (self-suggest's voucher is checked the same way). */
export const heartSpendSchema = directMatchSchema.pick({ friendId: true, reason: true });
export const heartSpendResolver = zodResolver(heartSpendSchema);
