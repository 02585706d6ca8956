import { SwitchRow } from "@/client/components/ui/switch-row";
import { toast } from "@/client/components/ui/toast";
import { type PushState, usePushDevice } from "./push-device";

/** Why the switch can't be used, or what it does: said under it. */
const ABOUT: Record<PushState, string> = {
  loading: "Checking this device…",
  unsupported:
    "This browser can't show push notifications. Try Chrome, Edge, Firefox or Safari, or Vouch installed on your phone.",
  "needs-install":
    "On iPhone and iPad, notifications work in the installed app: tap Share, then Add to Home Screen, and open Vouch from there.",
  denied:
    "Notifications are blocked for Vouch in this browser. Allow them in the site settings (the icon beside the address), then come back.",
  off: "New messages and matches reach you here even when Vouch is closed: first names and what happened, never what anyone wrote. On phones, this works in Vouch installed to your home screen.",
  on: "New messages and matches reach you here even when Vouch is closed: first names and what happened, never what anyone wrote.",
};

/** Settings: push notifications on this device, asked for on the member's own tap. */
export function PushSwitch() {
  const { state, pending, set } = usePushDevice();
  const usable = state === "on" || state === "off";
  return (
    <SwitchRow
      label="Push notifications on this device"
      about={ABOUT[state]}
      aboutLive
      checked={state === "on"}
      disabled={!usable || pending}
      onCheckedChange={(on) =>
        set(on).then(
          () => {},
          (error: Error) => toast.error("Couldn't change it", error.message),
        )
      }
    />
  );
}
