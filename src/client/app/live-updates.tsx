import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Wifi, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import {
  endSession,
  sessionQueryKey,
  type SessionResponse,
} from "@/client/features/account/queries";
import { appendMessage, chatKeys, removeConversation } from "@/client/features/chat";
import { circleKeys } from "@/client/features/circle";
import { refreshCertifications } from "@/client/features/clubs";
import { onEventPromoted, onMatchmakerChanged } from "@/client/features/events";
import { refreshMatching } from "@/client/features/matching";
import { settingsQueryKey } from "@/client/features/profile";
import { onDateShareChanged } from "@/client/features/safety";
import { cn } from "@/client/lib/cn";
import { homeQueryKey } from "@/client/lib/query-keys";
import { refresh } from "@/client/lib/refresh";
import { SESSION_RETRY_BASE_MS } from "@/shared/constants";
import type { LiveEvent } from "@/shared/schemas/live";

const MAX_RETRY_MS = 30_000;
const BACK_NOTICE_MS = 4_000;

function apply(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    // Chat's events come several per message (sent, its echo in the sender's tabs, read):
    // refresh() lets a fetch under way finish and folds them into one more.
    case "message.created":
      if (event.data.message) appendMessage(queryClient, event.data.message);
      else refresh(queryClient, chatKeys.messages(event.data.matchId));
      refresh(queryClient, chatKeys.conversations);
      refresh(queryClient, homeQueryKey);
      return;
    case "match.ended":
      removeConversation(queryClient, event.data.matchId);
      refreshMatching(queryClient);
      refresh(queryClient, settingsQueryKey);
      return;
    case "conversation.muted":
      refresh(queryClient, settingsQueryKey);
      refresh(queryClient, chatKeys.conversations);
      refresh(queryClient, homeQueryKey);
      return;
    case "conversation.read":
      refresh(queryClient, chatKeys.conversations);
      refresh(queryClient, homeQueryKey);
      return;
    case "match.created":
    case "suggestion.created":
    case "suggestion.decided":
      refreshMatching(queryClient);
      return;
    case "pairing.changed":
      void queryClient.invalidateQueries({ queryKey: ["pairing"] });
      return;
    case "circle.changed":
      void queryClient.invalidateQueries({ queryKey: circleKeys.all });
      void queryClient.invalidateQueries({ queryKey: homeQueryKey });
      return;
    case "certification.created":
      refreshCertifications(queryClient);
      return;
    case "event.promoted":
      onEventPromoted(queryClient, event.data);
      return;
    case "dateShare.changed":
      onDateShareChanged(
        queryClient,
        event.data,
        queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user?.id,
      );
      return;
    case "matchmaker.changed":
      onMatchmakerChanged(queryClient);
      return;
    case "account.deleted":
      // Deleted in another tab or device: this one signs out too.
      endSession(queryClient);
      return;
    case "member.left":
      // Everything may have named them. A conversation with them stays, read-only ("left"), and
      // its thread as it is: the list says so, the messages already shown don't change.
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] !== sessionQueryKey[0] && queryKey[1] !== chatKeys.messages("")[1],
      });
      return;
    case "session.ended":
      // Signed out elsewhere or the password changed: back to sign in, nothing left behind.
      endSession(queryClient);
      return;
    case "resync":
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
      });
  }
}

/**
 * Keeps the signed-in member's screens live: one Server-Sent Events stream per tab. After a
 * dropped connection it reconnects (with back-off when the browser gives up) and refetches what
 * it may have missed. A tab whose stream the member's newer tabs replaced (the server keeps a few
 * per member) reconnects when it is looked at again.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<"live" | "down" | "back">("live");
  useEffect(() => {
    if (connection !== "back") return;
    const timer = setTimeout(() => setConnection("live"), BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [connection]);
  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let connectedBefore = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource("/api/live");
      source.onmessage = (message) => {
        const event = JSON.parse(message.data as string) as LiveEvent | { type: "ready" };
        if (event.type === "stream.replaced") {
          // The member's newer tabs hold their streams: this one waits until it is looked at.
          source?.close();
          waitForAttention();
          return;
        }
        if (event.type === "ready") {
          if (connectedBefore) apply(queryClient, { type: "resync" });
          setConnection((was) => (was === "down" ? "back" : was));
          connectedBefore = true;
          attempt = 0;
          return;
        }
        apply(queryClient, event);
      };
      source.onerror = () => {
        if (stopped) return;
        setConnection("down");
        // The browser retries by itself unless the server refused the stream (say, signed out).
        if (source?.readyState !== EventSource.CLOSED) return;
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        const delay = Math.min(SESSION_RETRY_BASE_MS * 2 ** attempt++, MAX_RETRY_MS);
        timer = setTimeout(connect, delay);
      };
    };
    const onAttention = () => {
      if (document.visibilityState !== "visible") return;
      stopAttending();
      connect();
    };
    const waitForAttention = () => {
      document.addEventListener("visibilitychange", onAttention);
      window.addEventListener("focus", onAttention);
    };
    const stopAttending = () => {
      document.removeEventListener("visibilitychange", onAttention);
      window.removeEventListener("focus", onAttention);
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopAttending();
      source?.close();
    };
  }, [queryClient]);
  return <ConnectionNotice connection={connection} />;
}

/** Says when the screen stops being live and when it is again (and caught up). */
function ConnectionNotice({ connection }: { connection: "live" | "down" | "back" }) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-50 flex justify-center px-4"
    >
      {connection !== "live" && (
        <p
          className={cn(
            "flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium shadow-lifted",
            connection === "down" ? "bg-foreground text-background" : "bg-success text-white",
          )}
        >
          {connection === "down" ? (
            <>
              <WifiOff aria-hidden className="size-4" />
              Connection lost: reconnecting…
            </>
          ) : (
            <>
              <Wifi aria-hidden className="size-4" />
              Back online: you're up to date
            </>
          )}
        </p>
      )}
    </div>
  );
}
