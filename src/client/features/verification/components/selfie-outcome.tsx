import { BadgeCheck, CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SelfieResult } from "@/shared/schemas/selfie";

/** What the server found: passed or not, the tries left today, and each photo's mark. */
export function SelfieOutcome({ result }: { result: SelfieResult }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <p
        role={result.passed ? "status" : "alert"}
        className={result.passed ? "font-medium" : "font-medium text-destructive"}
      >
        {result.message}
      </p>
      {result.failure !== null && result.failure !== "no_match" && (
        <p className="text-sm text-muted-foreground">
          {result.status.attemptsLeft > 0
            ? t(
                "{count, plural, one {You can try # more time today.} other {You can try # more times today.}}",
                { count: result.status.attemptsLeft },
              )
            : t("That was your last try for today.")}
        </p>
      )}
      <ul className="grid gap-1 text-sm">
        {result.photos.map((photo) => (
          <li key={photo.id} className="flex items-center gap-2">
            {photo.verified ? (
              <BadgeCheck aria-hidden className="size-4 text-success" />
            ) : (
              <CircleAlert aria-hidden className="size-4 text-muted-foreground" />
            )}
            {photo.verified
              ? photo.position === 1
                ? t("Main photo: verified")
                : t("Photo {number}: verified", { number: photo.position })
              : photo.position === 1
                ? t("Main photo: not verified")
                : t("Photo {number}: not verified", { number: photo.position })}
          </li>
        ))}
      </ul>
    </div>
  );
}
