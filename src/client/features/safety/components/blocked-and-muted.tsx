import { BellOff, Ban } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useUnblockMember, useUnmuteConversation } from "../api";
import { errorMessage } from "@/client/lib/form-errors";
import type { Settings } from "@/shared/schemas/profile";
import { useTranslation } from "react-i18next";

/** Settings' lists of the members the member blocked and the conversations they muted. */
export function BlockedAndMuted({ settings }: { settings: Pick<Settings, "blocked" | "muted"> }) {
  const unblock = useUnblockMember();
  const unmute = useUnmuteConversation();
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NameList
        title={t("Blocked members")}
        icon={Ban}
        rows={settings.blocked.map((b) => ({ key: b.id, name: b.name }))}
        empty={t(
          "You haven't blocked anyone. You can block a member from their card or your conversation.",
        )}
        action={t("Unblock")}
        actionLabel={(name) => t("Unblock {name}", { name })}
        busyKey={unblock.isPending ? unblock.variables : undefined}
        onAction={(id, name) =>
          unblock.mutate(id, {
            onSuccess: () =>
              toast.success(
                t("User unblocked"),
                t("You and {name} can see each other again.", { name }),
              ),
            onError: (error) => toast.error(t("Error"), errorMessage(error)),
          })
        }
      />
      <NameList
        title={t("Muted conversations")}
        icon={BellOff}
        rows={settings.muted.map((m) => ({ key: m.matchId, name: m.name }))}
        empty={t("No muted conversations. Mute one from its menu to quiet it.")}
        action={t("Unmute")}
        actionLabel={(name) => t("Unmute {name}", { name })}
        busyKey={unmute.isPending ? unmute.variables : undefined}
        onAction={(matchId, name) =>
          unmute.mutate(matchId, {
            onSuccess: () =>
              toast.success(
                t("Conversation unmuted"),
                t("You'll see {name}'s new messages again.", { name }),
              ),
            onError: (error) => toast.error(t("Error"), errorMessage(error)),
          })
        }
      />
    </div>
  );
}

type NameListProps = {
  title: string;
  icon: LucideIcon;
  rows: { key: string; name: string }[];
  empty: string;
  action: string;
  /** The action's name for one member: "Unblock Sam". */
  actionLabel: (name: string) => string;
  busyKey: string | undefined;
  onAction: (key: string, name: string) => void;
};

function NameList({
  title,
  icon: Icon,
  rows,
  empty,
  action,
  actionLabel,
  busyKey,
  onAction,
}: NameListProps) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden className="size-4 text-muted-foreground" />
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-2 grid gap-1.5" aria-label={title}>
          {rows.map(({ key, name }) => (
            <li
              key={key}
              className="flex items-center justify-between gap-2 rounded-xl bg-muted/70 py-1 pr-1 pl-3 text-[0.95rem]"
            >
              <span className="min-w-0 truncate">{name}</span>
              <Button
                variant="outline"
                size="sm"
                aria-label={actionLabel(name)}
                loading={busyKey === key}
                disabled={busyKey !== undefined}
                onClick={() => onAction(key, name)}
              >
                {action}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
