import type { Announcements } from "@dnd-kit/core";
import type { TFunction } from "@/shared/i18n/i18n";
import type { PairingFriend } from "../api";

/** The friend a dragged chip or a drop target carries in its dnd-kit data. */
export const friendOf = (data: unknown) => (data as { friend?: PairingFriend } | undefined)?.friend;

const nameOf = (data: unknown) => friendOf(data)?.name ?? "";

/** What a screen reader hears as a friend is picked up, moved over another, dropped. */
export function dragAnnouncements(
  t: TFunction,
  samePerson: (mine?: PairingFriend, theirs?: PairingFriend) => boolean,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      t("Picked up {name}.", { name: friendOf(active.data.current)?.name ?? t("your friend") }),
    onDragOver: ({ active, over }) =>
      over
        ? t("{name} is over {other}.", {
            name: nameOf(active.data.current),
            other: nameOf(over.data.current),
          })
        : t("{name} is no longer over a friend.", { name: nameOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over && samePerson(friendOf(active.data.current), friendOf(over.data.current))
        ? t("{name} is in both circles: choose two different friends.", {
            name: nameOf(active.data.current),
          })
        : over
          ? t("Paired {name} with {other}.", {
              name: nameOf(active.data.current),
              other: nameOf(over.data.current),
            })
          : t("{name} was dropped.", { name: nameOf(active.data.current) }),
    onDragCancel: ({ active }) =>
      t("Cancelled. {name} was dropped.", { name: nameOf(active.data.current) }),
  };
}
