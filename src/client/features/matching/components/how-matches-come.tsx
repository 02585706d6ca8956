import { HeartHandshake, UserPlus, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import { addFriendPath } from "@/client/lib/paths";

/** The empty state's heading, focusable: where focus goes when the last suggestion is answered. */
export const HOW_MATCHES_COME_ID = "how-matches-come";

/**
 * An empty Match for You or Text History: how matches come (friends on Vouch pair you), and the
 * way to start: invite a friend who is on Vouch, or make a match for someone else meanwhile.
 */
export function HowMatchesCome({
  icon: Icon,
  title,
  lead,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={HOW_MATCHES_COME_ID}
      className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center"
    >
      <Icon aria-hidden className="size-7 text-primary" />
      <h2 id={HOW_MATCHES_COME_ID} tabIndex={-1} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <p className="max-w-xs text-sm text-muted-foreground">{lead}</p>
      <p className="max-w-xs text-sm text-muted-foreground">
        {t(
          "Matches come from friends on Vouch: they pair you with someone they know and vouch for. Invite a friend who's on Vouch by their username to get started.",
        )}
      </p>
      <div className="mt-1 grid w-full max-w-xs gap-2">
        <Button asChild>
          <Link to={addFriendPath}>
            <UserPlus aria-hidden />
            {t("Invite a friend on Vouch")}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.pairing}>
            <HeartHandshake aria-hidden />
            {t("Make a match for others")}
          </Link>
        </Button>
      </div>
    </section>
  );
}
