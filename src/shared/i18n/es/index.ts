// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import common from "./common.json";
import chat from "./chat.json";
import circle from "./circle.json";
import endorsements from "./endorsements.json";
import matching from "./matching.json";
import pairing from "./pairing.json";
import photoConfirmations from "./photo-confirmations.json";
import photos from "./photos.json";
import profile from "./profile.json";
import verification from "./verification.json";

export const es: Record<string, string> = {
  ...common,
  ...chat,
  ...circle,
  ...endorsements,
  ...matching,
  ...pairing,
  ...photoConfirmations,
  ...photos,
  ...profile,
  ...verification,
};
