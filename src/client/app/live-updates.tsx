import { useTranslation } from "react-i18next";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Wifi, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { onEventPromoted } from "@/client/features/events";
import { onDateShareChanged } from "@/client/features/safety";
import { applyChange } from "@/client/lib/changes";
import { announceLive } from "./live-announcements";
import { cn } from "@/client/lib/cn";
import { caughtUpWithDrawing, drawnSince } from "@/client/lib/drawn-data";
import { queryKeys } from "@/client/lib/query-keys";
import { type SessionResponse } from "@/client/lib/session";
import { SESSION_RETRY_BASE_MS } from "@/shared/constants";
import type { LiveEvent, LiveReady } from "@/shared/schemas/live";

const MAX_RETRY_MS = 30_000;
const BACK_NOTICE_MS = 4_000;

/** What the cache makes of an event (the one map), then what the member is told of it. */
function apply(queryClient: QueryClient, event: Exclude<LiveEvent, { type: "stream.replaced" }>) {
  void applyChange(queryClient, event);
  const me = queryClient.getQueryData<SessionResponse>(queryKeys.session)?.user?.id;
  announceLive(queryClient, event, me);
  if (event.type === "event.promoted") onEventPromoted(event.data);
  if (event.type === "dateShare.changed") onDateShareChanged(event.data, me);
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
      const since = connectedBefore ? null : drawnSince();
      source = new EventSource(since === null ? "/api/live" : `/api/live?since=${since}`);
      source.onmessage = (message) => {
        const event = JSON.parse(message.data as string) as LiveEvent | LiveReady;
        if (event.type === "stream.replaced") {
          // The member's newer tabs hold their streams: this one waits until it is looked at.
          source?.close();
          waitForAttention();
          return;
        }
        if (event.type === "ready") {
          // After a dropped stream, or a first screen drawn before the stream was open and
          // something for the member happened since.
          if (connectedBefore || (since !== null && event.data?.caughtUp !== true)) {
            apply(queryClient, { type: "resync" });
          }
          caughtUpWithDrawing();
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
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
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
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-50 flex justify-center px-4"
    >
      {connection !== "live" && (
        <p
          className={cn(
            "flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium shadow-lifted",
            connection === "down"
              ? "bg-foreground text-background"
              : "bg-success text-success-foreground",
          )}
        >
          {connection === "down" ? (
            <>
              <WifiOff aria-hidden className="size-4" />
              {t("Connection lost: reconnecting…")}
            </>
          ) : (
            <>
              <Wifi aria-hidden className="size-4" />
              {t("Back online: you're up to date")}
            </>
          )}
        </p>
      )}
    </div>
  );
}
