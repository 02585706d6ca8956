import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { MatchHistoryItem } from "../api";
import { useFriendDetails } from "../api";
import { deviceTimeZone } from "@/client/lib/device-clock";

const statusBadge = {
  pending: { variant: "outline" },
  approved: { variant: "accent" },
  declined: { variant: "default" },
  matched: { variant: "success" },
} as const;

const statusText = (t: TFunction, status: MatchHistoryItem["status"]): string =>
  ({
    pending: t("Pending"),
    approved: t("Approved"),
    declined: t("Declined"),
    matched: t("Matched"),
  })[status];

/** "Nov 17, 2026" on the device's clock, in the reader's language. */
const dayOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: deviceTimeZone(),
  }).format(new Date(iso));

/** The pairing suggestions this friend was part of, newest first. */
export function MatchHistory({ friendId }: { friendId: string }) {
  const { t } = useTranslation();
  const details = useFriendDetails(friendId);

  if (details.isPending) {
    return (
      <div className="flex justify-center py-4 text-primary">
        <Spinner label={t("Loading match history")} />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-muted-foreground">
          {t("Failed to load data. {error}", { error: details.error.message })}
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => details.refetch()}
          loading={details.isFetching}
        >
          {t("Try again")}
        </Button>
      </div>
    );
  }
  const items = details.data.matchHistory;
  if (items.length === 0) {
    return (
      <p className="text-sm leading-relaxed text-muted-foreground">
        {t("No match history yet. Start by suggesting one of their friends.")}
      </p>
    );
  }
  return (
    <ul className="grid gap-2.5">
      {items.map((item) => (
        <MatchHistoryRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function MatchHistoryRow({ item }: { item: MatchHistoryItem }) {
  const { t, i18n } = useTranslation();
  const badge = statusBadge[item.status];
  return (
    <li className="grid gap-1 rounded-xl border border-border bg-background/60 px-3.5 py-3">
      <div className="flex items-start justify-between gap-2">
        <p className="text-[0.95rem] font-medium">
          {t("With {name}", { name: item.otherFriendName })}
        </p>
        <Badge variant={badge.variant}>{statusText(t, item.status)}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {item.direction === "made"
          ? t("You suggested this to {name}", { name: item.otherMemberName })
          : t("Suggested by {name}", { name: item.otherMemberName })}
        {" · "}
        <time dateTime={item.createdAt}>{dayOf(item.createdAt, i18n.language)}</time>
      </p>
      {item.reason && (
        <p className="line-clamp-2 text-sm leading-snug text-foreground/80">“{item.reason}”</p>
      )}
    </li>
  );
}
