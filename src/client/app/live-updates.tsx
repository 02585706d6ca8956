import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
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
import { homeQueryKey } from "@/client/lib/query-keys";
import { SESSION_RETRY_BASE_MS } from "@/shared/constants";
import type { LiveEvent } from "@/shared/schemas/live";

const MAX_RETRY_MS = 30_000;

function apply(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case "message.created":
      if (event.data.message) appendMessage(queryClient, event.data.message);
      else void queryClient.invalidateQueries({ queryKey: chatKeys.messages(event.data.matchId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: homeQueryKey });
      return;
    case "match.ended":
      removeConversation(queryClient, event.data.matchId);
      refreshMatching(queryClient);
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      return;
    case "conversation.muted":
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: homeQueryKey });
      return;
    case "conversation.read":
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: homeQueryKey });
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
      // Everything may have named them; an open thread with them goes with its conversation.
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
          connectedBefore = true;
          attempt = 0;
          return;
        }
        apply(queryClient, event);
      };
      source.onerror = () => {
        // The browser retries by itself unless the server refused the stream (say, signed out).
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
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
  return null;
}
