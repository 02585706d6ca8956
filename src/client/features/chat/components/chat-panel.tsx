import { useTranslation } from "react-i18next";
import { BadgeCheck, DoorOpen, MessageCircleOff, MessagesSquare } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { i18n } from "@/shared/i18n/i18n";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/client/components/ui/sheet";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { useUser } from "@/client/lib/session";
import { useSafetyActionPending } from "@/client/features/safety";
import { cn } from "@/client/lib/cn";
import { firstMessageBonusText, partnerLeftText } from "@/shared/texts";
import { firstName } from "@/client/lib/first-name";
import { useConversations, useMarkRead, useMessages, type Message } from "../api";
import { MemberFacts } from "@/client/components/member-facts";
import { ConversationMenu } from "./conversation-menu";
import { Composer, type Pending } from "./composer";
import { MessageBubble } from "./message-bubble";
import { useTypingShown } from "./use-typing-shown";
import { useJumpToMessage, type JumpTo } from "./use-jump-to-message";

const NEAR_EDGE_PX = 80;

type ChatPanelProps = { matchId: string | undefined; onClose: () => void };

/** The side panel with one conversation: the thread, newest at the bottom, and the composer. */
export function ChatPanel({ matchId, onClose }: ChatPanelProps) {
  return (
    <Sheet open={Boolean(matchId)} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="gap-0! p-0!" aria-describedby={undefined}>
        {matchId && <Conversation key={matchId} matchId={matchId} onClose={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

/**
 * The open conversation beside Text History on a wide screen, as the big apps' web versions
 * show it: no sheet over the list, which stays in reach.
 */
export function ChatPane({ matchId, onClose }: ChatPanelProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("Conversation")}
      className="h-[max(26rem,calc(100dvh-24rem))] overflow-hidden rounded-card border border-border bg-surface shadow-soft"
    >
      {matchId ? (
        // The panel's titles are the dialog's (Radix): a root that never opens a modal gives
        // them their context, and nothing else.
        <Sheet open modal={false}>
          <Conversation key={matchId} matchId={matchId} onClose={onClose} inline />
        </Sheet>
      ) : (
        <div className="grid h-full content-center justify-items-center gap-2 px-6 text-center text-muted-foreground">
          <MessagesSquare aria-hidden className="size-8 text-primary" />
          <p>{t("Choose a conversation to read it here.")}</p>
        </div>
      )}
    </section>
  );
}

function Conversation({
  matchId,
  onClose,
  inline = false,
}: {
  matchId: string;
  onClose: () => void;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const conversations = useConversations();
  const conversation = conversations.data?.find((c) => c.matchId === matchId);
  const partner = conversation?.partner;
  useClosesWhenEnded(Boolean(partner), onClose);
  // A reply or an edit under way in the composer.
  const [pending, setPending] = useState<Pending | null>(null);
  // A message found by the menu's search, for the thread to go to.
  const [jumpTo, setJumpTo] = useState<JumpTo | null>(null);
  if (!conversation || !partner) {
    // A match only just made may not be in the list yet: wait for the refresh under way.
    const settled = conversations.isSuccess && !conversations.isFetching;
    return settled || conversations.isError ? (
      <Unavailable onClose={onClose} />
    ) : (
      <div className="flex h-full items-center justify-center text-primary">
        <SheetTitle className="sr-only">{t("Conversation")}</SheetTitle>
        <SheetDescription className="sr-only">{t("Your conversation")}</SheetDescription>
        <Spinner label={t("Loading the conversation")} className="size-6" />
      </div>
    );
  }
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header
        className={cn(
          "flex items-center gap-3 border-b border-border px-5 py-4",
          // The sheet's close button sits in the corner.
          !inline && "pr-14",
        )}
      >
        <Avatar name={partner.name} photo={partner.mainPhoto} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <SheetTitle className="truncate text-xl">{partner.name}</SheetTitle>
          <SheetDescription>
            {conversation.partnerLeft ? t("Left Vouch") : <MemberFacts member={partner} />}
          </SheetDescription>
          {partner.certifications.length > 0 && (
            <p className="flex flex-wrap gap-1.5">
              {partner.certifications.map((club) => (
                <Badge key={club} variant="success">
                  <BadgeCheck aria-hidden />
                  {club}
                </Badge>
              ))}
            </p>
          )}
        </div>
        <ConversationMenu
          conversation={conversation}
          onClose={onClose}
          onFind={(messageId) => setJumpTo({ messageId, asked: Date.now() })}
        />
      </header>
      <Thread
        matchId={matchId}
        partnerName={partner.name}
        partnerLeft={conversation.partnerLeft}
        // Typing, receipts and reactions: none in a muted conversation (or one the partner left).
        extras={!conversation.partnerLeft && !conversation.muted}
        onReply={(message) => setPending({ kind: "reply", message })}
        onEdit={(message) => setPending({ kind: "edit", message })}
        jumpTo={jumpTo}
      />
      {conversation.partnerLeft ? (
        <PartnerLeft />
      ) : (
        <Composer
          // An edit starts from the message's own text.
          key={pending?.kind === "edit" ? `edit-${pending.message.id}` : "new"}
          matchId={matchId}
          partnerName={partner.name}
          pending={pending}
          onPendingDone={() => setPending(null)}
          signalsTyping={!conversation.muted}
        />
      )}
    </div>
  );
}

/**
 * A conversation that was on screen and left Text History (the partner unmatched or blocked, or
 * another tab did) closes with a calm word rather than leaving a dead panel open. When this
 * screen ended it itself, the action says so with its own word.
 */
function useClosesWhenEnded(shown: boolean, onClose: () => void) {
  const wasShown = useRef(false);
  const endingHere = useSafetyActionPending();
  useEffect(() => {
    if (shown) {
      wasShown.current = true;
    } else if (wasShown.current) {
      wasShown.current = false;
      onClose();
      if (!endingHere)
        toast.message(
          i18n.t("This conversation has ended"),
          i18n.t("It's no longer in your Text History."),
        );
    }
  }, [shown, onClose, endingHere]);
}

/** An unknown, ended or blocked conversation: say so, and offer no message box to write in. */
function Unavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid h-full content-center justify-items-center gap-3 px-6 text-center">
      <MessageCircleOff aria-hidden className="size-8 text-primary" />
      <SheetTitle className="text-2xl">{t("This conversation isn't available")}</SheetTitle>
      <SheetDescription className="max-w-xs text-muted-foreground">
        {t(
          "It may have ended, or the link is no longer right. Your other conversations are in Text History.",
        )}
      </SheetDescription>
      <Button variant="outline" onClick={onClose}>
        {t("Back to Text History")}
      </Button>
    </div>
  );
}

/** In place of the message box: the partner deleted their account, so this is read-only. */
function PartnerLeft() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className="flex items-start gap-2 border-t border-border bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-sm text-muted-foreground"
    >
      <DoorOpen aria-hidden className="mt-0.5 size-4 shrink-0" />
      {partnerLeftText(t)}
    </p>
  );
}

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** Whether the page is on screen: a message in a hidden tab hasn't been read. */
function usePageVisible() {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === "visible",
    () => true,
  );
}

type ThreadProps = {
  matchId: string;
  partnerName?: string;
  partnerLeft?: boolean;
  extras: boolean;
  onReply: (message: Message) => void;
  onEdit: (message: Message) => void;
  jumpTo: JumpTo | null;
};

function Thread({
  matchId,
  partnerName,
  partnerLeft,
  extras,
  onReply,
  onEdit,
  jumpTo,
}: ThreadProps) {
  const { t } = useTranslation();
  const user = useUser();
  const thread = useMessages(matchId);
  const markRead = useMarkRead(matchId);
  const visible = usePageVisible();
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const wasNearBottom = useRef(true);

  const messages: Message[] = thread.data
    ? [...thread.data.pages].reverse().flatMap((page) => page.messages)
    : [];
  const last = messages.at(-1);
  // "Read" goes under the member's last message the partner has read (receipts on both sides).
  const partnerReadAt = extras ? thread.data?.pages[0]?.partnerReadAt : null;
  const lastRead = partnerReadAt
    ? messages.findLast((m) => m.senderId === user.id && !m.removed && m.sentAt <= partnerReadAt)
        ?.id
    : undefined;
  const typing = useTypingShown(matchId, extras);
  const highlighted = useJumpToMessage(jumpTo, messages, thread, heightBeforeOlder, scroller);

  useEffect(() => {
    if (thread.isError) toast.error(i18n.t("Failed to load messages"), thread.error.message);
  }, [thread.isError, thread.error]);

  // Read on opening, and again whenever the partner's newest message arrives while open, but
  // only while the tab is visible: a hidden tab catches up when it is shown again.
  const { mutate: markAsRead } = markRead;
  const lastFromPartner = messages.findLast((m) => m.senderId !== user.id)?.id ?? null;
  const readUpTo = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!thread.isSuccess || !visible || readUpTo.current === lastFromPartner) return;
    readUpTo.current = lastFromPartner;
    markAsRead(undefined, { onError: () => (readUpTo.current = undefined) });
  }, [thread.isSuccess, visible, lastFromPartner, markAsRead]);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (heightBeforeOlder.current !== null) {
      // Older messages went in above: keep what the reader was looking at in place.
      box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (wasNearBottom.current || last?.senderId === user.id) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages.length, last?.id, last?.senderId, user.id]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    wasNearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_EDGE_PX;
    if (box.scrollTop < NEAR_EDGE_PX && thread.hasNextPage && !thread.isFetchingNextPage) {
      heightBeforeOlder.current = box.scrollHeight;
      void thread.fetchNextPage();
    }
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-background/60 px-4 py-4"
      // New messages are read out by the app's one live region (app/announcer.tsx), not here: a
      // page of older messages arriving would be read out in full.
      role="log"
      aria-label={partnerName ? t("Messages with {name}", { name: partnerName }) : t("Messages")}
      aria-live="off"
      // A scrollable thread must be reachable by keyboard to be read (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {thread.isPending ? (
        <div className="flex h-full items-center justify-center text-primary">
          <Spinner label={t("Loading messages")} className="size-6" />
        </div>
      ) : thread.isError ? (
        <div
          role="alert"
          className="grid h-full content-center justify-items-center gap-3 text-center"
        >
          <p className="text-muted-foreground">{t("Failed to load messages.")}</p>
          <Button variant="outline" size="sm" onClick={() => thread.refetch()}>
            {t("Try again")}
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <p className="grid h-full content-center text-center text-sm text-muted-foreground">
          {partnerName
            ? t("You matched with {name}. {bonus}.", {
                name: partnerName,
                bonus: firstMessageBonusText(t),
              })
            : t("You matched. {bonus}.", { bonus: firstMessageBonusText(t) })}
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-2">
          {thread.isFetchingNextPage && (
            <li className="flex justify-center py-2 text-primary">
              <Spinner label={t("Loading older messages")} />
            </li>
          )}
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.senderId === user.id}
              partnerName={partnerName}
              partnerLeft={partnerLeft}
              extras={extras}
              readAt={message.id === lastRead ? partnerReadAt : null}
              highlighted={message.id === highlighted}
              onReply={onReply}
              onEdit={onEdit}
            />
          ))}
        </ol>
      )}
      {typing && partnerName && (
        <p className="mt-2 text-sm text-muted-foreground italic">
          {t("{name} is typing…", { name: firstName(partnerName) })}
        </p>
      )}
    </div>
  );
}
