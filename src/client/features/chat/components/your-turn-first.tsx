import { useTranslation } from "react-i18next";
import { MessageCircleReply } from "lucide-react";
import { YOUR_TURN_LIMIT } from "@/shared/constants";
import { YOUR_TURN_LIMIT_TEXT } from "@/shared/texts";
import { useConversations } from "../api";
import { ConversationCard } from "./conversation-card";

/**
 * In place of Match for You while the member has as many conversations waiting on their reply
 * as the limit allows: those conversations, to answer first. Nothing below the limit.
 */
export function YourTurnFirst({
  onOpen,
  children,
}: {
  onOpen: (matchId: string) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const conversations = useConversations();
  const waiting =
    conversations.data?.filter((c) => c.section === "yourTurn" && !c.partnerLeft) ?? [];
  if (waiting.length < YOUR_TURN_LIMIT) return children;
  return (
    <section aria-labelledby="your-turn-first" className="grid gap-4">
      <div className="grid justify-items-center gap-2 rounded-card border border-border bg-surface px-5 py-6 text-center shadow-soft">
        <MessageCircleReply aria-hidden className="size-8 text-primary" />
        <h2 id="your-turn-first" className="text-2xl">
          {t("Answer your matches first")}
        </h2>
        <p className="max-w-sm text-muted-foreground">{YOUR_TURN_LIMIT_TEXT(t, waiting.length)}</p>
      </div>
      <ul aria-label={t("Waiting on your reply")} className="grid gap-2.5">
        {waiting.map((conversation) => (
          <li key={conversation.matchId}>
            <ConversationCard
              conversation={conversation}
              onOpen={() => onOpen(conversation.matchId)}
              open={false}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
