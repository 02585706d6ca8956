// The Spanish catalogue: one file per area, merged. Keys are the English messages.
import common from "./common.json";
import mails from "./mails.json";
import notifications from "./notifications.json";
import serverErrors from "./server-errors.json";
import texts from "./texts.json";

export const es: Record<string, string> = {
  ...common,
  ...serverErrors,
  ...mails,
  ...notifications,
  ...texts,
};
