import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import type { PairingFriend, TheirFriend } from "../api";
import { TheirFriendCard } from "./their-friend-card";

type TheirFriendsCarouselProps = {
  title: string;
  friends: TheirFriend[];
  selected: PairingFriend | undefined;
  onPair: (theirs: PairingFriend) => void;
};

const prefersLessMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The explored member's friends, one at a time: previous/next, or swipe. */
export function TheirFriendsCarousel({
  title,
  friends,
  selected,
  onPair,
}: TheirFriendsCarouselProps) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ align: "start" });
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  // Embla animates in script, out of the stylesheet's reach: a member who asked for less motion
  // gets the next card at once.
  const previous = useCallback(() => embla?.scrollPrev(prefersLessMotion()), [embla]);
  const next = useCallback(() => embla?.scrollNext(prefersLessMotion()), [embla]);

  return (
    <section aria-roledescription={t("carousel")} aria-label={title} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={previous}
            disabled={index === 0}
            aria-label={t("Previous friend")}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <p aria-live="polite" className="min-w-12 text-center text-sm tabular-nums">
            {t("{number} of {total}", { number: index + 1, total: friends.length })}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={next}
            disabled={index >= friends.length - 1}
            aria-label={t("Next friend")}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {friends.map((friend, i) => (
            <div
              key={friend.id}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("{number} of {total}", { number: i + 1, total: friends.length })}
              // Only the slide in view takes focus, so Tab never lands on a hidden card.
              inert={i !== index}
              className="min-w-0 flex-[0_0_100%] pr-px"
            >
              <TheirFriendCard
                friend={friend}
                selected={selected}
                onPair={() => onPair(friend)}
                inView={i === index}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
