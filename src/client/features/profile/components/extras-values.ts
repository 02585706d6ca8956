import type { CheckedForm } from "@/client/components/checked-form";
import type { Interest, ProfilePromptId } from "@/shared/options";
import type { profileExtrasSchema } from "@/shared/schemas/profile";
import type { z } from "zod";

/** A prompt as being written: none is chosen until the member picks one. */
export type PromptDraft = { prompt: ProfilePromptId | undefined; answer: string };

/** The prompts and interests card as the member fills it in. */
export type ExtrasValues = { prompts: PromptDraft[]; interests: Interest[] };

/** The card's answers once checked, as they are saved. */
export type ProfileExtras = z.output<typeof profileExtrasSchema>;

export type ExtrasForm = CheckedForm<ExtrasValues, ProfileExtras>;
