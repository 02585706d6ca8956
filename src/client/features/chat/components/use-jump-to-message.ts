import { useEffect, useRef, useState, type RefObject } from "react";
import { i18n } from "@/shared/i18n/i18n";
import { toast } from "@/client/components/ui/toast";
import type { Message } from "../api";

/** A message to go to, asked for at `asked` (the same message may be asked for again). */
export type JumpTo = { messageId: number; asked: number };

/** The element a message is drawn in, for going to it. */
export const messageElementId = (messageId: number) => `message-${messageId}`;

const HIGHLIGHT_MS = 2500;

/**
 * Goes to a message found by search: older pages are fetched until it is loaded, then it is
 * scrolled to the middle and marked for a moment. The message id of the mark, or null.
 */
export function useJumpToMessage(
  jumpTo: JumpTo | null,
  messages: Message[],
  thread: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown },
  keepPlaceRef: RefObject<number | null>,
  scrollerRef: RefObject<HTMLDivElement | null>,
): number | null {
  const doneRef = useRef<number | null>(null);
  const [faded, setFaded] = useState<number | null>(null);
  const loaded = jumpTo ? messages.some((m) => m.id === jumpTo.messageId) : false;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;

  useEffect(() => {
    if (!jumpTo || doneRef.current === jumpTo.asked) return;
    if (loaded) {
      doneRef.current = jumpTo.asked;
      document
        .getElementById(messageElementId(jumpTo.messageId))
        ?.scrollIntoView({ block: "center" });
      const timer = setTimeout(() => setFaded(jumpTo.asked), HIGHLIGHT_MS);
      return () => clearTimeout(timer);
    }
    if (hasNextPage && !isFetchingNextPage) {
      keepPlaceRef.current = scrollerRef.current?.scrollHeight ?? null;
      void fetchNextPage();
    } else if (!hasNextPage) {
      doneRef.current = jumpTo.asked;
      toast.message(
        i18n.t("That message isn't here any more"),
        i18n.t("It may have been removed."),
      );
    }
  }, [jumpTo, loaded, hasNextPage, isFetchingNextPage, fetchNextPage, keepPlaceRef, scrollerRef]);

  return jumpTo && loaded && faded !== jumpTo.asked ? jumpTo.messageId : null;
}
