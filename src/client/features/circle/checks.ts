// What the circle forms check, loaded when a form is first used (components/lazy-resolver.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { friendSchema } from "@/shared/schemas/circle";

export const friendResolver = zodResolver(friendSchema);
