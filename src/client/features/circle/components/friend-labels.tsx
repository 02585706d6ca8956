import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { Badge } from "@/client/components/ui/badge";
import type { TrustLevel } from "@/shared/constants";
import { relationshipStatusLabel, sexualityLabel, type RelationshipStatus } from "@/shared/options";
import type { CircleFriend } from "../api";

const trustVariant = { Close: "primary", Familiar: "accent", Casual: "default" } as const;

/** A trust level as the reader reads it ("Close" is a level here, not a button). */
export const trustLabel = (t: TFunction, level: TrustLevel | undefined): string =>
  level ? t("{level, select, Close {Close} Familiar {Familiar} other {Casual}}", { level }) : "";

export function TrustBadge({ level }: { level: TrustLevel }) {
  const { t } = useTranslation();
  return <Badge variant={trustVariant[level]}>{trustLabel(t, level)}</Badge>;
}

/** 'Active' when the friend consents to be suggested, else 'Invite pending' with a lock. */
export function ConsentBadge({ consent }: { consent: boolean }) {
  const { t } = useTranslation();
  return consent ? (
    <Badge variant="success">{t("Active")}</Badge>
  ) : (
    <Badge variant="outline">
      <Lock aria-label={t("Consent off")} role="img" />
      {t("Invite pending")}
    </Badge>
  );
}

export function MemberBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      {t("Member")}
    </Badge>
  );
}

/** A member was asked to confirm they are this friend and hasn't answered yet. */
export function InvitedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className="border-dashed">
      {t("Member invited")}
    </Badge>
  );
}

export function statusLabel(status: RelationshipStatus): string {
  const label = relationshipStatusLabel(status);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "she/her · Bisexual" */
export function identityLine(friend: Pick<CircleFriend, "gender" | "sexuality">): string {
  const label = sexualityLabel(friend.sexuality);
  const sexuality = label.charAt(0).toUpperCase() + label.slice(1);
  return `${friend.gender} · ${sexuality}`;
}
