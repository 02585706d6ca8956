import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Avatar } from "@/client/components/ui/avatar";
import type { CircleFriend } from "../api";
import { InviteFriend } from "./invite-friend";

type InviteStepProps = {
  /** The friends the new circle holds who aren't on Vouch yet. */
  friends: CircleFriend[];
  onDone: () => void;
};

/**
 * Right after onboarding's circle: the friends who aren't on Vouch yet, each with their invite.
 * Vouch works once they are in (they introduce); skipping is fine, /circle offers it again.
 */
export function InviteStep({ friends, onDone }: InviteStepProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="grid gap-1.5">
          <h2 className="text-2xl font-semibold text-balance">{t("Bring your friends in")}</h2>
          <p className="text-muted-foreground text-pretty">
            {t(
              "Your friends introduce you, and you them, once they are on Vouch. Send each a link of their own; what they share stays their choice.",
            )}
          </p>
        </div>
        <ul className="grid gap-4" aria-label={t("Friends not on Vouch yet")}>
          {friends.map((friend) => (
            <li
              key={friend.id}
              className="grid gap-1 border-t border-border pt-4 first:border-0 first:pt-0"
            >
              <p className="flex items-center gap-3 font-medium">
                <Avatar name={friend.name} size="sm" />
                {friend.name}
              </p>
              <InviteFriend friend={friend} />
            </li>
          ))}
        </ul>
        <Button size="lg" onClick={onDone}>
          {t("Continue to Vouch")}
        </Button>
      </CardContent>
    </Card>
  );
}
