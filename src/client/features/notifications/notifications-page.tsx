import { useTranslation } from "react-i18next";
import { Bell, CheckCheck } from "lucide-react";
import { Link } from "react-router";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import type { Notification } from "@/shared/schemas/notifications";
import { useMarkAllRead, useMarkRead, useNotifications } from "./api";
import { describeNotification } from "@/shared/notification-text";
import { knownLanguage } from "@/shared/i18n/languages";
import { PushOffer } from "./push/push-offer";
import { deviceDateTime } from "@/client/lib/device-clock";

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  const { text, to } = describeNotification(notification, t, knownLanguage(i18n.language) ?? "en");
  return (
    <li>
      <Link
        to={to}
        onClick={() => {
          if (!notification.read) markRead.mutate(notification.id);
        }}
        className={cn(
          "flex items-start gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-muted",
          !notification.read && "bg-accent/40",
        )}
      >
        <span
          aria-hidden
          className={cn(
            "mt-2 size-2 shrink-0 rounded-full",
            notification.read ? "bg-transparent" : "bg-primary",
          )}
        />
        <span className="grid min-w-0 gap-0.5">
          <span className={cn("break-words", !notification.read && "font-semibold")}>
            {text}
            {!notification.read && <span className="sr-only"> {t("(unread)")}</span>}
          </span>
          <time dateTime={notification.createdAt} className="text-sm text-muted-foreground">
            {deviceDateTime(new Date(notification.createdAt))}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** /notifications: what happened that the member should know of, newest first. */
export function NotificationsPage() {
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const items = list.data?.notifications ?? [];
  const anyUnread = items.some((n) => !n.read);
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <title>{t("Notifications · Vouch")}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t("Notifications")}</h1>
        {anyUnread && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
          >
            <CheckCheck aria-hidden />
            {t("Mark all as read")}
          </Button>
        )}
      </div>
      {items.some((n) => n.kind === "match") && <PushOffer />}
      {list.isPending ? (
        <Loading label={t("Loading notifications")} />
      ) : list.isError ? (
        <LoadFailed query={list} />
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
          <Bell aria-hidden className="size-6 text-muted-foreground" />
          <p className="font-medium">{t("Nothing new yet")}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {t(
              "New messages, matches and suggestions show here, and friends' words about you to approve.",
            )}
          </p>
        </div>
      ) : (
        <ul className="grid gap-1" aria-label={t("Notifications")}>
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
    </div>
  );
}
