import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { SELFIE_ATTEMPTS_PER_DAY } from "@/shared/constants";
import { useOwnPhotos } from "@/client/features/photos";
import { useSelfieStatus } from "../api";
import { SelfieDialogOnDemand } from "./selfie-dialog-on-demand";

const day = (at: Date, language: string) =>
  new Intl.DateTimeFormat(language, { month: "long", day: "numeric" }).format(at);
const dayAndTime = (at: Date, language: string) =>
  new Intl.DateTimeFormat(language, {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);

/** Profile's "Verify your photos": where the member stands, and the selfie check. */
export function VerifyPhotosCard() {
  const { t, i18n } = useTranslation();
  const status = useSelfieStatus();
  const photos = useOwnPhotos();
  const photoCount = photos.data?.photos.length ?? 0;
  const [open, setOpen] = useState(false);
  const data = status.data;
  const kept = data?.keptUntil ? new Date(data.keptUntil) : null;
  const expired = data?.lastPassedAt && !kept;
  const noTries = data?.attemptsLeft === 0;

  return (
    <Card>
      <CardContent className="grid gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <BadgeCheck aria-hidden className="size-5 text-success" />
            {t("Verify your photos")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {kept
              ? t(
                  "You verified with a selfie on {passed}. New photos are checked against it until {until}.",
                  {
                    passed: day(new Date(data!.lastPassedAt!), i18n.language),
                    until: day(kept, i18n.language),
                  },
                )
              : expired
                ? t(
                    "Your selfie check has expired, so new photos aren't verified. Verify again with a new selfie.",
                  )
                : t(
                    "A quick selfie with three poses. Photos where your face matches get a verified mark, so people know you're real. The selfie isn't kept.",
                  )}
          </p>
        </div>
        {status.isPending ? (
          <Spinner label={t("Loading your verification")} className="size-5 text-primary" />
        ) : status.isError ? (
          <p className="text-sm text-destructive">{t("Your verification couldn't be loaded.")}</p>
        ) : photoCount === 0 ? (
          <p className="text-sm text-muted-foreground">{t("Add a photo of your face first.")}</p>
        ) : noTries ? (
          <p className="text-sm text-muted-foreground">
            {t("You've used today's {tries} tries. You can try again on {when}.", {
              tries: SELFIE_ATTEMPTS_PER_DAY,
              when: dayAndTime(new Date(data!.nextAttemptAt!), i18n.language),
            })}
          </p>
        ) : (
          <Button className="justify-self-start" onClick={() => setOpen(true)}>
            {data?.lastPassedAt ? t("Verify again") : t("Verify your photos")}
          </Button>
        )}
        <SelfieDialogOnDemand open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
