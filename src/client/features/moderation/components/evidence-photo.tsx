import { Eye } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import type { CaseDetail } from "@/shared/schemas/moderation";
import { useTranslation } from "react-i18next";

/** A photo kept with the case, blurred until the moderator chooses to see it. */
export function EvidencePhoto({
  photo,
  index,
}: {
  photo: CaseDetail["photos"][number];
  index: number;
}) {
  const [revealed, setRevealed] = useState(false);
  const { t } = useTranslation();
  return (
    <figure className="relative overflow-hidden rounded-2xl border border-border bg-muted">
      <img
        src={photo.src}
        alt={
          revealed ? t("Reported member's photo {number}, as it was", { number: index + 1 }) : ""
        }
        width={photo.width}
        height={photo.height}
        className={`aspect-[4/5] w-full object-cover transition-[filter] ${revealed ? "" : "scale-110 blur-2xl"}`}
        data-revealed={revealed}
      />
      {!revealed && (
        <div className="absolute inset-0 grid place-items-center bg-background/30">
          <Button variant="secondary" size="sm" onClick={() => setRevealed(true)}>
            <Eye aria-hidden />
            {t("Reveal photo {number}", { number: index + 1 })}
          </Button>
        </div>
      )}
    </figure>
  );
}
