import { UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { namesText } from "@/client/components/trust-marks";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";

import { CONFIRMATIONS_NEEDED } from "@/shared/constants";
import { useOwnConfirmations } from "../api";

/** The member's own side, on /profile: whether friends confirmed their photos, and who. */
export function OwnConfirmations() {
  const { t } = useTranslation();
  const own = useOwnConfirmations();
  if (!own.data) return null;
  const { confirmed, friends } = own.data;
  const names = namesText(friends.map((f) => f.firstName));
  const missing = CONFIRMATIONS_NEEDED - friends.length;
  return (
    <Card role="region" aria-labelledby="own-confirmations-title">
      <CardHeader>
        <CardTitle id="own-confirmations-title" className="flex items-center gap-2">
          <UsersRound
            aria-hidden
            className={confirmed ? "text-success" : "text-muted-foreground"}
          />
          {confirmed ? t("Confirmed by friends") : t("Friends confirm it")}
        </CardTitle>
        <CardDescription>
          {confirmed
            ? t(
                "{names} met you at a Vouch event and confirmed your photos are really you. Members who see your profile see it too.",
                { names },
              )
            : friends.length > 0
              ? t(
                  '{missing, plural, one {{names} confirmed your photos. # more friend who met you at a Vouch event makes you "Confirmed by friends".} other {{names} confirmed your photos. # more friends who met you at a Vouch event makes you "Confirmed by friends".}}',
                  { names, missing },
                )
              : t(
                  'Friends in your circle who checked in at the same Vouch event as you can confirm your photos are really you, from their Circle. {count} of them make you "Confirmed by friends".',
                  { count: CONFIRMATIONS_NEEDED },
                )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          {t("Adding or changing a photo starts it over; a new order keeps it.")}
        </p>
      </CardContent>
    </Card>
  );
}
