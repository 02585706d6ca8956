import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BackLink } from "@/client/components/back-link";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";

import {
  ChatPaneOnDemand,
  ChatPanelOnDemand,
  TextHistory,
  useConversations,
  YourTurnFirst,
} from "@/client/features/chat";
import { useMediaQuery, WIDE_SCREEN } from "@/client/lib/use-media-query";
import { PausedNotice } from "@/client/features/profile";
import { useSuggestions } from "./api";
import { HowMatchesCome } from "./components/how-matches-come";
import { MatchForYou } from "./components/match-for-you";

const TABS = { suggestions: "suggestions", history: "history" } as const;
// Both tabs with their counts must fit a 320 px screen.
// Sized by their labels, which never wrap: the two fit side by side at 320 px with their counts.
const TRIGGER =
  "flex-auto gap-1 whitespace-nowrap px-2 text-[0.8rem] min-[360px]:gap-1.5 min-[360px]:px-4 min-[360px]:text-sm";

/**
 * Match For You and Text History, with the chat panel. The tab and the open conversation live in
 * the address (?tab=history&chat=…), so a reload or a link lands in the same place.
 */
function MatchingView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === TABS.history ? TABS.history : TABS.suggestions;
  const chat = params.get("chat") ?? undefined;
  const suggestions = useSuggestions();
  // Who waits for the member's answer: not those they already said yes to.
  const toAnswer = suggestions.data?.groups.filter((group) => !group.waiting).length ?? 0;
  const conversations = useConversations();
  const unread = conversations.data?.reduce((n, c) => n + c.unread, 0) ?? 0;
  // On a wide screen the open conversation sits beside the list, once there is one to open.
  const sideBySide = useMediaQuery(WIDE_SCREEN) && (conversations.data?.length ?? 0) > 0;
  const update = (next: { tab?: string; chat?: string | null }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.tab) copy.set("tab", next.tab);
        if (next.chat === null) copy.delete("chat");
        else if (next.chat) copy.set("chat", next.chat);
        return copy;
      },
      { replace: next.chat === undefined },
    );

  const history = (
    <TextHistory
      onOpen={(matchId) => update({ chat: matchId })}
      openId={sideBySide ? chat : undefined}
      empty={
        <HowMatchesCome
          icon={MessagesSquare}
          title={t("No conversations yet")}
          lead={t("Accept a suggestion in Match For You and your conversation starts here.")}
        />
      }
    />
  );

  return (
    <>
      <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
        <TabsList>
          <TabsTrigger value={TABS.suggestions} className={TRIGGER}>
            {t("Match For You")}
            {toAnswer > 0 && (
              <Count
                n={toAnswer}
                label={t("{count, plural, one {person suggested} other {people suggested}}", {
                  count: toAnswer,
                })}
              />
            )}
          </TabsTrigger>
          <TabsTrigger value={TABS.history} className={TRIGGER}>
            {t("Text History")}
            {unread > 0 && (
              <Count
                n={unread}
                label={t("{count, plural, one {unread message} other {unread messages}}", {
                  count: unread,
                })}
              />
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value={TABS.suggestions}>
          <YourTurnFirst onOpen={(matchId) => update({ tab: TABS.history, chat: matchId })}>
            <MatchForYou
              onAccepted={(matchId) => update({ tab: TABS.history, chat: matchId })}
              pausedNotice={<PausedNotice />}
            />
          </YourTurnFirst>
        </TabsContent>
        <TabsContent value={TABS.history}>
          {sideBySide ? (
            // Wider than the page's column, as Make a Match's board is.
            <div className="grid grid-cols-[minmax(0,22rem)_minmax(0,1fr)] items-start gap-6 lg:mx-[calc((100%_-_min(61rem,_100vw_-_3rem))_/_2)]">
              <div className="max-h-[max(26rem,calc(100dvh-24rem))] overflow-y-auto pr-1">
                {history}
              </div>
              <ChatPaneOnDemand matchId={chat} onClose={() => update({ chat: null })} />
            </div>
          ) : (
            history
          )}
        </TabsContent>
      </Tabs>
      {!sideBySide && <ChatPanelOnDemand matchId={chat} onClose={() => update({ chat: null })} />}
    </>
  );
}

/** A tab's count, and what it counts for a screen reader ("unread messages"). */
function Count({ n, label }: { n: number; label: string }) {
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.7rem] leading-5 font-semibold text-primary-foreground">
      {n}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

export function MatchingPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <title>{t("Match for You · Vouch")}</title>
      <BackLink />
      <header>
        <h1 className="text-4xl font-semibold">{t("Match for You")}</h1>
        <p className="mt-1.5 text-muted-foreground">
          {t("People your friends vouch for, and the conversations they started.")}
        </p>
      </header>
      <MatchingView />
    </div>
  );
}
