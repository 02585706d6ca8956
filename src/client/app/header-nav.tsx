import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "@/client/lib/cn";
import { linkName, mainLinks, useUnreadMessages } from "./main-links";
import { UnreadBadge } from "./unread-badge";

/** The signed-in screens' links in the desktop header (phones have the bottom bar). */
export function HeaderNav() {
  const unread = useUnreadMessages();
  const { t } = useTranslation();
  return (
    <nav aria-label={t("Main")} className="hidden items-center gap-0.5 md:flex">
      {mainLinks.map(({ to, label, unread: showsUnread }) => (
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
