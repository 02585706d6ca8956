import { ChevronDown } from "lucide-react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { useConversations, type Conversation } from "../api";
import { ConversationCard } from "./conversation-card";
import { MessageSearch } from "./message-search";

/** The conversation open beside the list (on a wide screen), marked in it. */
const OpenConversation = createContext<string | undefined>(undefined);

/** `empty` shows while there is no conversation yet: the screen around knows how one starts. */
export function TextHistory({
  onOpen,
  empty,
  openId,
}: {
  onOpen: (matchId: string) => void;
  empty: ReactNode;
  openId?: string;
}) {
  const { t } = useTranslation();
  const conversations = useConversations();
  const [showHidden, setShowHidden] = useState(false);

  useEffect(() => {
    if (conversations.isError) toast.error(t("Failed to load data"), conversations.error.message);
  }, [conversations.isError, conversations.error, t]);

  if (conversations.isPending) {
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner label={t("Loading your conversations")} className="size-7" />
      </div>
    );
  }
  if (conversations.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-muted-foreground">{t("Your conversations didn't load.")}</p>
        <Button
          variant="outline"
          onClick={() => conversations.refetch()}
          loading={conversations.isFetching}
        >
          {t("Try again")}
        </Button>
      </div>
    );
  }
  if (conversations.data.length === 0) {
    return empty;
  }

  const of = (section: Conversation["section"]) =>
    conversations.data.filter((c) => c.section === section);
  const hidden = of("hidden");
  return (
    <OpenConversation value={openId}>
      <MessageSearch onOpen={(result) => onOpen(result.matchId)}>
        <div className="grid gap-7">
          <Section
            id="your-turn-title"
            title={t("Your Turn")}
            conversations={of("yourTurn")}
            onOpen={onOpen}
            empty={t("Nobody is waiting on you.")}
          />
          <Section
            id="their-turn-title"
            title={t("Their Turn")}
            conversations={of("theirTurn")}
            onOpen={onOpen}
            empty={t("No messages waiting for a reply.")}
          />
          {hidden.length > 0 && (
            <section aria-labelledby="hidden-title" className="grid gap-3">
              <Button
                variant="ghost"
                className="-ml-3 justify-self-start"
                aria-expanded={showHidden}
                aria-controls="hidden-conversations"
                onClick={() => setShowHidden((v) => !v)}
              >
                <h2 id="hidden-title" className="font-sans text-base font-semibold">
                  {t("Hidden ({count})", { count: hidden.length })}
                </h2>
                <ChevronDown
                  aria-hidden
                  className={cn("transition-transform", showHidden && "rotate-180")}
                />
              </Button>
              {showHidden && (
                <ConversationList
                  id="hidden-conversations"
                  conversations={hidden}
                  onOpen={onOpen}
                />
              )}
            </section>
          )}
        </div>
      </MessageSearch>
    </OpenConversation>
  );
}

function Section({
  id,
  title,
  conversations,
  onOpen,
  empty,
}: {
  id: string;
  title: string;
  conversations: Conversation[];
  onOpen: (matchId: string) => void;
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="font-sans text-base font-semibold">
        {title} ({conversations.length})
      </h2>
      {conversations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ConversationList conversations={conversations} onOpen={onOpen} />
      )}
    </section>
  );
}

function ConversationList({
  id,
  conversations,
  onOpen,
}: {
  id?: string;
  conversations: Conversation[];
  onOpen: (matchId: string) => void;
}) {
  const openId = useContext(OpenConversation);
  return (
    <ul id={id} className="grid gap-2.5">
      {conversations.map((conversation) => (
        <li key={conversation.matchId}>
          <ConversationCard
            conversation={conversation}
            onOpen={() => onOpen(conversation.matchId)}
            open={conversation.matchId === openId}
          />
        </li>
      ))}
    </ul>
  );
}
