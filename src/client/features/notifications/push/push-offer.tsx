import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { usePushDevice } from "./push-device";
import { useTranslation } from "react-i18next";

const DISMISSED = "vouch.push-offer.dismissed";

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return true;
  }
}

/**
 * Offered once, after a first match: push on this device, asked for on the member's tap. Gone
 * for good once answered either way ("Not now", or the browser's own question).
 */
export function PushOffer() {
  const { state, pending, set } = usePushDevice();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const { t } = useTranslation();
  if (dismissed || state !== "off" || Notification.permission !== "default") return null;
  const close = () => {
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {
      // Private mode: offered again next time.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="push-offer-title"
      className="grid gap-3 rounded-2xl border border-border bg-card px-4 py-4"
    >
      <h2 id="push-offer-title" className="font-semibold">
        {t("Hear about new messages when Vouch is closed?")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t(
          "A notification on this device for messages and matches: first names, never what anyone wrote. On phones, it works in Vouch installed to your home screen.",
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={pending}
          onClick={() =>
            set(true).then(close, (error: Error) =>
              toast.error(t("Couldn't turn it on"), error.message),
            )
          }
        >
          {t("Turn on notifications")}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          {t("Not now")}
        </Button>
      </div>
    </section>
  );
}
