import { PauseCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useUpdateProfile } from "../api";

/**
 * Where a paused member looks for people (home, Match for You): why nobody appears, and the way
 * back in one tap.
 */
export function PausedNotice() {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  return (
    <section
      aria-labelledby="paused-notice-title"
      className="grid gap-3 rounded-2xl border border-border bg-muted/60 px-4 py-4"
    >
      <div className="flex items-start gap-3">
        <PauseCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-1">
          <h2 id="paused-notice-title" className="font-semibold">
            {t("Your profile is paused")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(
              "Nobody can suggest you or be suggested to you until you resume. Your conversations go on as they are.",
            )}
          </p>
        </div>
      </div>
      <Button
        className="justify-self-start"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { paused: false },
            {
              onSuccess: () => toast.success(t("Your profile is back on")),
              onError: (error) => toast.error(t("Couldn't resume"), error.message),
            },
          )
        }
      >
        {t("Resume")}
      </Button>
    </section>
  );
}
