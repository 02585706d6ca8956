import { useTranslation } from "react-i18next";
import { SwitchRow } from "@/client/components/ui/switch-row";
import { toast } from "@/client/components/ui/toast";
import { useUpdateProfile } from "../api";

/** Pausing the profile: not explored, suggested or paired while on; conversations go on. */
export function PauseSwitch({ paused }: { paused: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const shown = update.isPending ? (update.variables.paused ?? paused) : paused;
  return (
    <SwitchRow
      label={t("Pause my profile")}
      about={t(
        "While paused, nobody can find you on Make a Match, no one can suggest you or pair you with a friend, and your Match for You waits for your return. Your conversations go on as they are. Turn it off whenever you're ready.",
      )}
      checked={shown}
      disabled={update.isPending}
      onCheckedChange={(on) =>
        update.mutate(
          { paused: on },
          {
            onSuccess: () =>
              toast.success(on ? t("Your profile is paused") : t("Your profile is back on")),
            onError: (error) => toast.error(t("Couldn't change it"), error.message),
          },
        )
      }
    />
  );
}
