import { BadgeCheck, BellOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { VerifiedMark } from "@/client/components/trust-marks";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import { useNowAsDrawn } from "@/client/lib/device-clock";
import type { Conversation } from "../api";
import { MemberFacts } from "@/client/components/member-facts";
import { relativeTime } from "@/client/lib/relative-time";

export function ConversationCard({
  conversation,
  onOpen,
  open = false,
}: {
  conversation: Conversation;
  onOpen: () => void;
  /** Shown beside the list right now. */
  open?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { partner, lastMessage, unread, muted } = conversation;
  const when = lastMessage?.sentAt ?? conversation.matchedAt;
  const now = useNowAsDrawn();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={open || undefined}
      className={cn(
        "flex w-full items-start gap-3 rounded-card border border-border bg-surface p-4 text-left shadow-soft transition-colors hover:bg-muted/50",
        open && "border-primary bg-accent/40 ring-2 ring-primary/25",
      )}
      aria-label={
        unread
          ? t(
              "{unread, plural, one {Open conversation with {name}, # unread message} other {Open conversation with {name}, # unread messages}}",
              { name: partner.name, unread },
            )
          : t("Open conversation with {name}", { name: partner.name })
      }
    >
      <Avatar name={partner.name} photo={partner.mainPhoto} />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-semibold">{partner.name}</span>
          <time dateTime={when} className="shrink-0 text-xs text-muted-foreground">
            {relativeTime(when, now, i18n.language)}
          </time>
        </span>
        {conversation.partnerLeft ? (
          <span className="text-xs text-muted-foreground">{t("Left Vouch")}</span>
        ) : (
          <MemberFacts member={partner} className="text-xs" />
        )}
        <span
          className={cn(
            "line-clamp-2 text-sm",
            unread ? "font-medium text-foreground" : "text-muted-foreground",
          )}
        >
          {lastMessage
            ? lastMessage.fromMe
              ? t("You: {text}", { text: lastMessage.text })
              : lastMessage.text
            : t("You matched. Say hello!")}
        </span>
        {(partner.certifications.length > 0 || muted || partner.verified) && (
          <span className="flex flex-wrap gap-1.5">
            <VerifiedMark verified={partner.verified} />
            {partner.certifications.map((club) => (
              <Badge key={club} variant="success">
                <BadgeCheck aria-hidden />
                {club}
              </Badge>
            ))}
            {muted && (
              <Badge variant="outline">
                <BellOff aria-hidden />
                {t("Muted")}
              </Badge>
            )}
          </span>
        )}
      </span>
      {unread > 0 && (
        <span
          aria-hidden
          className="mt-0.5 inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-6 font-semibold text-primary-foreground"
        >
          {unread}
        </span>
      )}
    </button>
  );
}
