import { useTranslation } from "react-i18next";
import { ShieldCheck, UsersRound } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { readerLanguage } from "@/client/lib/language";
import { cn } from "@/client/lib/cn";

/** The small "Verified" mark a card shows beside a member whose main photo is verified. */
export function VerifiedMark({ verified, className }: { verified: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <Badge
      variant="success"
      className={className}
      title={t("Their main photo matched their selfie")}
    >
      <ShieldCheck aria-hidden />
      {t("Verified")}
    </Badge>
  );
}

/** "Maya", "Maya and Jo", "Maya, Jo and Sam" (in Spanish "Maya, Jo y Sam"). */
export function namesText(names: string[], language = readerLanguage()): string {
  if (language !== "en")
    return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * "Confirmed by friends": the friends who met the member at a Vouch event said these photos are
 * really them. Nothing until enough did.
 */
export function ConfirmedByFriends({ names, className }: { names: string[]; className?: string }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <p className={cn("flex items-start gap-2 text-sm", className)}>
      <UsersRound aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
      <span>
        <span className="font-semibold">{t("Confirmed by friends")}</span>
        <span className="text-muted-foreground">
          {" "}
          · {t("{names} met them at a Vouch event", { names: namesText(names) })}
        </span>
      </span>
    </p>
  );
}
