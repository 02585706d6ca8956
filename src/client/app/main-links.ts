import {
  CalendarDays,
  HeartHandshake,
  House,
  MessageCircle,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useHome } from "@/client/features/home";
import { messageKey, type TFunction } from "@/shared/i18n/i18n";
import { paths } from "@/client/lib/paths";

type MainLink = { to: string; label: string; icon: LucideIcon; unread?: boolean };

/** The signed-in screens' main links, in the header on desktops and the bottom bar on phones. */
export const mainLinks: MainLink[] = [
  { to: paths.home, label: messageKey("Home"), icon: House },
  { to: paths.matching, label: messageKey("Matches"), icon: MessageCircle, unread: true },
  { to: paths.pairing, label: messageKey("Make a Match"), icon: HeartHandshake },
  { to: paths.events, label: messageKey("Events"), icon: CalendarDays },
  { to: paths.circle, label: messageKey("Circle"), icon: Users },
];

/**
 * Unread chat messages, from the home request every signed-in screen shares; live updates
 * refetch it when a message arrives or a conversation is read.
 */
export function useUnreadMessages() {
  return useHome().data?.matchForYou.unreadMessages ?? 0;
}

/** A link's name with its unread count, which its bubble (UnreadBadge) hides from screen readers. */
export function linkName(t: TFunction, label: string, unread: number | undefined) {
  return unread ? t("{label}, {unread} unread", { label: t(label), unread }) : undefined;
}
