import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import type { SelectOption } from "@/client/lib/select-options";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { Button } from "@/client/components/ui/button";
import { NOTIFICATION_KIND_LABELS } from "@/shared/notification-text";
import {
  CHANNEL_MODES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type DeliveryMode,
  type NotificationChannel,
  type NotificationPreference,
} from "@/shared/schemas/notifications";
import { SwitchRow } from "@/client/components/ui/switch-row";
import {
  useNotificationPreferences,
  usePauseNotifications,
  useSetNotificationPreference,
} from "../api";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

const MODES = (): readonly SelectOption<DeliveryMode>[] => [
  { value: "immediately", label: i18n.t("At once") },
  { value: "digest", label: i18n.t("Digest") },
  { value: "off", label: i18n.t("Never") },
];

/** "Messages: by email right away", said once a choice is saved. */
const saidText = (kind: string, channel: NotificationChannel, mode: DeliveryMode) =>
  i18n.t(
    "{kind}: {channel, select, email {by email} other {by push}} {mode, select, immediately {right away} digest {in your daily digest} other {never}}",
    { kind, channel, mode },
  );

/**
 * Settings' "Notifications": per kind and channel, how it reaches the member. Saves on change.
 */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreference();
  const { t } = useTranslation();

  if (preferences.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">
          {t("Couldn't load your notification settings.")}
        </p>
        <Button variant="secondary" size="sm" onClick={() => preferences.refetch()}>
          {t("Try again")}
        </Button>
      </div>
    );
  }
  if (!preferences.data) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label={t("Loading your notification settings")} className="size-6" />
      </div>
    );
  }

  const shown = (p: NotificationPreference) =>
    save.isPending && save.variables.kind === p.kind && save.variables.channel === p.channel
      ? save.variables.mode
      : p.mode;
  const byKey = new Map(preferences.data.preferences.map((p) => [`${p.kind} ${p.channel}`, p]));

  return (
    <div className="grid gap-5">
      <PauseAll paused={preferences.data.paused} />
      <p className="text-sm text-muted-foreground">
        {t(
          "The bell shows everything. By email or push we tell you only while you don't have Vouch open, with first names and what happened, never what anyone wrote. What goes by push right away doesn't come by email too.",
        )}
      </p>
      <ul className="grid gap-5" aria-label={t("How each kind reaches you")}>
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className="grid gap-2">
            <p className="font-semibold">{NOTIFICATION_KIND_LABELS[kind]}</p>
            <div className="grid grid-cols-2 gap-3">
              {NOTIFICATION_CHANNELS.map((channel) => {
                const p = byKey.get(`${kind} ${channel}`);
                if (!p) return null;
                return (
                  <Field
                    key={channel}
                    className="min-w-0"
                    label={
                      <>
                        <span className="sr-only">
                          {t("{kind} by", { kind: NOTIFICATION_KIND_LABELS[kind] })}{" "}
                        </span>
                        <span className="capitalize">
                          {channel === "email" ? t("email") : t("push")}
                        </span>
                      </>
                    }
                  >
                    <Select
                      className="w-full min-w-0 px-3 text-sm"
                      options={MODES().filter((m) => CHANNEL_MODES[channel].includes(m.value))}
                      value={shown(p)}
                      onValueChange={(mode) =>
                        save.mutate(
                          { ...p, mode },
                          {
                            onSuccess: () =>
                              toast.success(
                                saidText(NOTIFICATION_KIND_LABELS[kind], channel, mode),
                              ),
                            onError: (error) => toast.error(t("Couldn't change it"), error.message),
                          },
                        )
                      }
                    />
                  </Field>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The master switch: no email and no push while on, whatever the choices below say. */
function PauseAll({ paused }: { paused: boolean }) {
  const pause = usePauseNotifications();
  const shown = pause.isPending ? pause.variables : paused;
  const { t } = useTranslation();
  return (
    <SwitchRow
      className="rounded-2xl bg-muted px-4 py-3"
      label={t("Pause all notifications")}
      about={
        shown
          ? t("Paused: nothing comes by email or push. The bell still lists what happens.")
          : t("Nothing by email or push while on; the bell still lists what happens.")
      }
      checked={shown}
      disabled={pause.isPending}
      onCheckedChange={(on) =>
        pause.mutate(on, {
          onSuccess: () =>
            toast.success(
              on ? t("Notifications paused") : t("Notifications back on"),
              on
                ? t("Nothing comes by email or push until you turn this off.")
                : t(
                    "What happened meanwhile stays in the bell; only what's new comes by email or push.",
                  ),
            ),
          onError: (error) => toast.error(t("Couldn't change it"), error.message),
        })
      }
    />
  );
}
