import { z } from "zod";

/** The live stream's body: Server-Sent Events, each `data:` a JSON `{ type, data? }`. */
export const liveStreamSchema = z
  .string()
  .describe(
    'Server-Sent Events; each data line is JSON { type, data? }: "ready" first, then the events ' +
      'published for the member, and "resync" when some may have been lost (refetch)',
  );
