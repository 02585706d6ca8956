import { Check, Eye, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import type { PhotoReview } from "@/shared/schemas/photos";
import { heldPhotoSrc, useReviewPhoto } from "../api";
import { useTranslation } from "react-i18next";

/**
 * The photos screening held: doubtful to the nudity model, or not scored. Each is blurred until
 * the moderator chooses to see it; approving shows it to others at once, removing hides it from
 * everyone.
 */
export function HeldPhotos({ photos }: { photos: PhotoReview[] }) {
  const { t } = useTranslation();
  if (photos.length === 0)
    return <p className="text-muted-foreground">{t("No photos are waiting for a check.")}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 sm:grid-cols-3">
      {photos.map((held) => (
        <HeldPhoto key={held.photo.id} held={held} />
      ))}
    </ul>
  );
}

function HeldPhoto({ held }: { held: PhotoReview }) {
  const [revealed, setRevealed] = useState(false);
  const review = useReviewPhoto();
  const { t } = useTranslation();
  const decide = (decision: "approve" | "remove") =>
    review.mutate(
      { photoId: held.photo.id, decision },
      {
        onSuccess: () =>
          toast.success(
            decision === "approve" ? t("Photo approved") : t("Photo removed"),
            undefined,
          ),
        onError: (error) => toast.error(t("Photo not decided"), error.message),
      },
    );
  const { photo, member, score } = held;
  return (
    <li className="grid gap-2 rounded-2xl border border-border p-3">
      <figure className="relative overflow-hidden rounded-xl bg-muted">
        <img
          src={heldPhotoSrc(photo.id)}
          alt={revealed ? t("{name}'s photo waiting for a check", { name: member.name }) : ""}
          width={photo.width}
          height={photo.height}
          className={`aspect-[4/5] w-full object-cover transition-[filter] ${revealed ? "" : "scale-110 blur-2xl"}`}
        />
        {!revealed && (
          <div className="absolute inset-0 grid place-items-center bg-background/30">
            <Button variant="secondary" size="sm" onClick={() => setRevealed(true)}>
              <Eye aria-hidden />
              {t("Reveal {name}'s photo", { name: member.name })}
            </Button>
          </div>
        )}
      </figure>
      <p className="text-sm">
        <span className="font-medium">{member.name}</span>
        <span className="text-muted-foreground">
          {" · "}
          {score === null
            ? t("not scored (model unavailable)")
            : t("nudity score {score}", { score: score.toFixed(2) })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={review.isPending} onClick={() => decide("approve")}>
          <Check aria-hidden />
          {t("Approve")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          disabled={review.isPending}
          onClick={() => decide("remove")}
        >
          <Trash2 aria-hidden />
          {t("Remove")}
        </Button>
      </div>
    </li>
  );
}
