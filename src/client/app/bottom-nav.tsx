import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "@/client/lib/cn";
import { linkName, mainLinks, useUnreadMessages } from "./main-links";
import { UnreadBadge } from "./unread-badge";

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
        {mainLinks.map(({ to, label, icon: Icon, unread: showsUnread }) => (
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
