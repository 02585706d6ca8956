// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import clubs from "./clubs.json";
import common from "./common.json";
import debrief from "./debrief.json";
import events from "./events.json";
import hearts from "./hearts.json";
import host from "./host.json";
import moderation from "./moderation.json";
import safety from "./safety.json";
import staff from "./staff.json";
import studio from "./studio.json";
import notifications from "./notifications.json";

export const es: Record<string, string> = {
  ...common,
  ...events,
  ...host,
  ...hearts,
  ...notifications,
  ...debrief,
  ...clubs,
  ...safety,
  ...staff,
  ...studio,
  ...moderation,
};
