// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import common from "./common.json";
import events from "./events.json";
import hearts from "./hearts.json";
import host from "./host.json";
import notifications from "./notifications.json";

export const es: Record<string, string> = {
  ...common,
  ...events,
  ...host,
  ...hearts,
  ...notifications,
};
