import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { SELFIE_ATTEMPTS_PER_DAY } from "@/shared/constants";
import { useOwnPhotos } from "@/client/features/photos";
import { dateFormat } from "@/shared/date-format";
import { useSelfieStatus } from "../api";
import { SelfieDialogOnDemand } from "./selfie-dialog-on-demand";

const day = dateFormat({ month: "long", day: "numeric" });
const dayAndTime = dateFormat({
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** Profile's "Verify your photos": where the member stands, and the selfie check. */
export function VerifyPhotosCard() {
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
            Verify your photos
          </h2>
          <p className="text-sm text-muted-foreground">
            {kept
              ? `You verified with a selfie on ${day(new Date(data!.lastPassedAt!))}. New photos are checked against it until ${day(kept)}.`
              : expired
                ? "Your selfie check has expired, so new photos aren't verified. Verify again with a new selfie."
                : "A quick selfie with three poses. Photos where your face matches get a verified mark, so people know you're real. The selfie isn't kept."}
          </p>
        </div>
        {status.isPending ? (
          <Spinner label="Loading your verification" className="size-5 text-primary" />
        ) : status.isError ? (
          <p className="text-sm text-destructive">Your verification couldn't be loaded.</p>
        ) : photoCount === 0 ? (
          <p className="text-sm text-muted-foreground">Add a photo of your face first.</p>
        ) : noTries ? (
          <p className="text-sm text-muted-foreground">
            You've used today's {SELFIE_ATTEMPTS_PER_DAY} tries. You can try again on{" "}
            {dayAndTime(new Date(data!.nextAttemptAt!))}.
          </p>
        ) : (
          <Button className="justify-self-start" onClick={() => setOpen(true)}>
            {data?.lastPassedAt ? "Verify again" : "Verify your photos"}
          </Button>
        )}
        <SelfieDialogOnDemand open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
