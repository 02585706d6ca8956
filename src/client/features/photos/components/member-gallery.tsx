import { Flag } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { ReportDialogOnDemand } from "@/client/features/safety";
import type { Photo } from "@/shared/schemas/photos";
import { PhotoImage } from "./photo-image";
import { VerifiedMark } from "./verified-mark";

type MemberGalleryProps = {
  photos: Photo[];
  name: string;
};

/**
 * A member's photos in their profile view, swiped through on a phone, each with "Report photo";
 * nothing when there are none (their avatar stands in).
 */
export function MemberGallery({ photos, name }: MemberGalleryProps) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState<Photo | null>(null);
  if (photos.length === 0) return null;
  return (
    <section aria-label={t("Photos of {name}", { name })} className="grid gap-2">
      <ul
        className={cn(
          "-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-1",
          photos.length === 1 && "justify-center",
        )}
      >
        {photos.map((photo, index) => (
          <li key={photo.id} className="grid w-[80%] max-w-64 shrink-0 snap-center gap-1">
            <div className="relative">
              <PhotoImage
                photo={photo}
                alt={t("{name}, photo {number} of {total}", {
                  name,
                  number: index + 1,
                  total: photos.length,
                })}
                sizes="(min-width: 640px) 16rem, 80vw"
                loading={index === 0 ? "eager" : "lazy"}
                // The first photo is the largest thing on a card: before the scripts.
                fetchPriority={index === 0 ? "high" : "auto"}
                className="aspect-[4/5] w-full rounded-2xl"
              />
              {photo.verified && <VerifiedMark className="absolute bottom-2 left-2" />}
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start text-muted-foreground"
              aria-label={t("Report photo {number} of {name}", { number: index + 1, name })}
              onClick={() => setReporting(photo)}
            >
              <Flag aria-hidden />
              {t("Report photo")}
            </Button>
          </li>
        ))}
      </ul>
      {reporting && (
        <ReportDialogOnDemand
          target={{ kind: "photo", photoId: reporting.id }}
          subject={t("{name}'s photo", { name })}
          memberName={name}
          open
          onOpenChange={(open) => !open && setReporting(null)}
        />
      )}
    </section>
  );
}
