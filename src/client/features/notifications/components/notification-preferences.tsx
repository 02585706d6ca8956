import { Field } from "@/client/components/ui/field";
import { Select, type SelectOption } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { Button } from "@/client/components/ui/button";
import { NOTIFICATION_KIND_LABELS } from "@/shared/notification-text";
import type { DeliveryMode, NotificationPreference } from "@/shared/schemas/notifications";
import { useNotificationPreferences, useSetNotificationPreference } from "../api";

const MODES: readonly SelectOption<DeliveryMode>[] = [
  { value: "immediately", label: "Right away" },
  { value: "digest", label: "In a daily digest" },
  { value: "off", label: "Never" },
];

const SAID: Record<DeliveryMode, string> = {
  immediately: "right away",
  digest: "in your daily digest",
  off: "never",
};

/** Settings' "Notifications": per kind, how it reaches the member by email. Saves on change. */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreference();

  if (preferences.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">Couldn't load your notification settings.</p>
        <Button variant="secondary" size="sm" onClick={() => preferences.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!preferences.data) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label="Loading your notification settings" className="size-6" />
      </div>
    );
  }

  const shown = (p: NotificationPreference) =>
    save.isPending && save.variables.kind === p.kind && save.variables.channel === p.channel
      ? save.variables.mode
      : p.mode;
  const email = preferences.data.preferences.filter((p) => p.channel === "email");

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        The bell shows everything. By email we tell you only while you don't have Vouch open, with
        first names and what happened, never what anyone wrote.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {email.map((p) => (
          <Field key={p.kind} label={`${NOTIFICATION_KIND_LABELS[p.kind]} by email`}>
            <Select
              options={MODES}
              value={shown(p)}
              onValueChange={(mode) =>
                save.mutate(
                  { ...p, mode },
                  {
                    onSuccess: () =>
                      toast.success(`${NOTIFICATION_KIND_LABELS[p.kind]}: by email ${SAID[mode]}`),
                    onError: (error) => toast.error("Couldn't change it", error.message),
                  },
                )
              }
            />
          </Field>
        ))}
      </div>
    </div>
  );
}
