import { Bell } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { paths } from "@/client/lib/paths";
import { useUnreadNotifications } from "../api";
import { useTranslation } from "react-i18next";

/** The header's bell: the unread count as a badge, leading to the list. */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadNotifications();
  const { t } = useTranslation();
  return (
    <Link
      to={paths.notifications}
      // Narrower on the smallest phones, where /home's header holds four actions beside the logo.
      className={cn(buttonClasses("ghost", "icon"), "relative max-[359px]:w-9", className)}
      aria-label={
        unread > 0 ? t("Notifications, {count} unread", { count: unread }) : t("Notifications")
      }
      data-testid="notification-bell"
    >
      <Bell aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.65rem] leading-none font-semibold text-primary-foreground tabular-nums"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
