// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import common from "./common.json";
import chat from "./chat.json";
import circle from "./circle.json";
import clubs from "./clubs.json";
import core from "./core.json";
import debrief from "./debrief.json";
import endorsements from "./endorsements.json";
import events from "./events.json";
import hearts from "./hearts.json";
import host from "./host.json";
import mails from "./mails.json";
import matching from "./matching.json";
import moderation from "./moderation.json";
import notifications from "./notifications.json";
import options from "./options.json";
import pairing from "./pairing.json";
import photoConfirmations from "./photo-confirmations.json";
import photos from "./photos.json";
import profile from "./profile.json";
import safety from "./safety.json";
import serverErrors from "./server-errors.json";
import staff from "./staff.json";
import studio from "./studio.json";
import texts from "./texts.json";
import verification from "./verification.json";

export const es: Record<string, string> = {
  ...common,
  ...chat,
  ...circle,
  ...clubs,
  ...core,
  ...debrief,
  ...endorsements,
  ...events,
  ...hearts,
  ...host,
  ...mails,
  ...matching,
  ...moderation,
  ...notifications,
  ...options,
  ...pairing,
  ...photoConfirmations,
  ...photos,
  ...profile,
  ...safety,
  ...serverErrors,
  ...staff,
  ...studio,
  ...texts,
  ...verification,
};
