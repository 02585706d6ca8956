// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import common from "./common.json";

export const es: Record<string, string> = { ...common };
