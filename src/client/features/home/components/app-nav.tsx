import { useTranslation } from "react-i18next";
import { messageKey, type TFunction } from "@/shared/i18n/i18n";
import {
  CalendarDays,
  HeartHandshake,
  House,
  MessageCircle,
  Users,
  type LucideIcon,
} from "lucide-react";
import { NavLink } from "react-router";
import { useHome } from "../api";
import { cn } from "@/client/lib/cn";
import { paths } from "@/client/lib/paths";

type NavItem = { to: string; label: string; icon: LucideIcon; unread?: boolean };

const items: NavItem[] = [
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
function useUnreadMessages() {
  return useHome().data?.matchForYou.unreadMessages ?? 0;
}

/** The count as a bubble; screen readers hear it in the link's name (linkName). */
function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid="nav-unread"
      className={cn(
        "inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.65rem] leading-none font-semibold text-primary-foreground tabular-nums",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

function linkName(t: TFunction, label: string, unread: number | undefined) {
  return unread ? t("{label}, {unread} unread", { label: t(label), unread }) : undefined;
}

/** The signed-in screens' links in the desktop header (phones have the bottom bar). */
export function HeaderNav() {
  const unread = useUnreadMessages();
  const { t } = useTranslation();
  return (
    <nav aria-label={t("Main")} className="hidden items-center gap-0.5 md:flex">
      {items.map(({ to, label, unread: showsUnread }) => (
        <NavLink
          key={to}
          to={to}
          end
          aria-label={linkName(t, label, showsUnread ? unread : undefined)}
          className={({ isActive }) =>
            cn(
              "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors",
              isActive
                ? "bg-accent text-accent-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )
          }
        >
          {t(label)}
          {showsUnread && <UnreadBadge count={unread} />}
        </NavLink>
      ))}
    </nav>
  );
}

/** The phone's bottom bar on every signed-in screen but onboarding. */
export function BottomNav() {
  const unread = useUnreadMessages();
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("Main")}
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5">
        {items.map(({ to, label, icon: Icon, unread: showsUnread }) => (
          <li key={to} className="min-w-0">
            <NavLink
              to={to}
              end
              aria-label={linkName(t, label, showsUnread ? unread : undefined)}
              className={({ isActive }) =>
                cn(
                  "flex h-full flex-col items-center justify-center gap-1 px-0.5 text-center text-[0.6875rem] leading-tight font-medium transition-colors",
                  isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              <span className="relative">
                <Icon aria-hidden className="size-5" />
                {showsUnread && <UnreadBadge count={unread} className="absolute -top-1.5 left-3" />}
              </span>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Room at the foot of a screen so its last lines stay above the phone's bottom bar. */
export const bottomNavClearance = "pb-[calc(4.25rem+env(safe-area-inset-bottom))] md:pb-0";
