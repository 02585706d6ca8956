// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import common from "./common.json";
import core from "./core.json";

export const es: Record<string, string> = { ...common, ...core };
