import { useEffect, useState } from "react";
import { TYPING_SHOWN_MS } from "@/shared/constants";
import type { TypingState } from "@/client/lib/changes";
import { useTyping } from "../api";

/** Whether the partner's "is typing…" shows: for 5 s after their last signal. */
export function useTypingShown(matchId: string, extras: boolean) {
  const typing = useTyping(matchId);
  // The signal this screen stopped showing: it drew "is typing…" for its 5 s.
  const [expired, setExpired] = useState<TypingState | null>(null);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(
      () => setExpired(typing),
      Math.max(0, typing.at + TYPING_SHOWN_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typing]);
  return extras && Boolean(typing) && typing !== expired;
}
