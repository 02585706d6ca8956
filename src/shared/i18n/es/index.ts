// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import common from "./common.json";
import chat from "./chat.json";
import circle from "./circle.json";
import pairing from "./pairing.json";

export const es: Record<string, string> = { ...common, ...chat, ...circle, ...pairing };
