import { UsersRound } from "lucide-react";
import { namesText } from "@/client/components/trust-marks";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { plural } from "@/client/lib/plural";
import { CONFIRMATIONS_NEEDED } from "@/shared/constants";
import { useOwnConfirmations } from "../api";

/** The member's own side, on /profile: whether friends confirmed their photos, and who. */
export function OwnConfirmations() {
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
          {confirmed ? "Confirmed by friends" : "Friends confirm it"}
        </CardTitle>
        <CardDescription>
          {confirmed
            ? `${names} met you at a Vouch event and confirmed your photos are really you. Members who see your profile see it too.`
            : friends.length > 0
              ? `${names} confirmed your photos. ${plural(missing, "more friend")} who met you at a Vouch event makes you "Confirmed by friends".`
              : `Friends in your circle who checked in at the same Vouch event as you can confirm your photos are really you, from their Circle. ${CONFIRMATIONS_NEEDED} of them make you "Confirmed by friends".`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          Adding or changing a photo starts it over; a new order keeps it.
        </p>
      </CardContent>
    </Card>
  );
}
