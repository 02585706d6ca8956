import { SwitchRow } from "@/client/components/ui/switch-row";
import { toast } from "@/client/components/ui/toast";
import { type PushState, usePushDevice } from "./push-device";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

/** Why the switch can't be used, or what it does: said under it. */
const ABOUT: Record<PushState, () => string> = {
  loading: () => i18n.t("Checking this device…"),
  unsupported: () =>
    i18n.t(
      "This browser can't show push notifications. Try Chrome, Edge, Firefox or Safari, or Vouch installed on your phone.",
    ),
  "needs-install": () =>
    i18n.t(
      "On iPhone and iPad, notifications work in the installed app: tap Share, then Add to Home Screen, and open Vouch from there.",
    ),
  denied: () =>
    i18n.t(
      "Notifications are blocked for Vouch in this browser. Allow them in the site settings (the icon beside the address), then come back.",
    ),
  off: () =>
    i18n.t(
      "New messages and matches reach you here even when Vouch is closed: first names and what happened, never what anyone wrote. On phones, this works in Vouch installed to your home screen.",
    ),
  on: () =>
    i18n.t(
      "New messages and matches reach you here even when Vouch is closed: first names and what happened, never what anyone wrote.",
    ),
};

/** Settings: push notifications on this device, asked for on the member's own tap. */
export function PushSwitch() {
  const { state, pending, set } = usePushDevice();
  const usable = state === "on" || state === "off";
  const { t } = useTranslation();
  return (
    <SwitchRow
      label={t("Push notifications on this device")}
      about={ABOUT[state]()}
      aboutLive
      checked={state === "on"}
      disabled={!usable || pending}
      onCheckedChange={(on) =>
        set(on).then(
          () => {},
          (error: Error) => toast.error(t("Couldn't change it"), error.message),
        )
      }
    />
  );
}
