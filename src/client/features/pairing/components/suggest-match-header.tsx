import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import type { PairingFriend } from "../api";
import { firstName, possessive } from "./friend-text";

type SuggestMatchHeaderProps = { mine: PairingFriend; theirs: PairingFriend; memberName: string };

/** Who is suggested to whom, and who decides: the dialog's title, words and both faces. */
export function SuggestMatchHeader({ mine, theirs, memberName }: SuggestMatchHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("Suggest a Match")}</DialogTitle>
        <DialogDescription>
          {t(
            "Your friend {mine} with {possessive} friend {theirs}. {member} decides whether to introduce them.",
            {
              mine: mine.name,
              theirs: theirs.name,
              possessive: possessive(memberName),
              member: firstName(memberName),
            },
          )}
        </DialogDescription>
      </DialogHeader>

      <div aria-hidden className="flex items-center justify-center gap-3">
        <Avatar name={mine.name} photo={mine.mainPhoto} size="lg" />
        <Heart className="size-6 fill-primary text-primary" />
        <Avatar name={theirs.name} photo={theirs.mainPhoto} size="lg" />
      </div>
    </>
  );
}
