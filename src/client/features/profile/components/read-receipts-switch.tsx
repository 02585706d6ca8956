import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SwitchRow } from "@/client/components/ui/switch-row";
import { toast } from "@/client/components/ui/toast";
import { applyChange } from "@/client/lib/changes";
import { useUpdateProfile } from "../api";

/** Read receipts, both ways: off, the partner doesn't see when the member read, nor they the partner's. */
export function ReadReceiptsSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const queryClient = useQueryClient();
  const shown = update.isPending ? (update.variables.readReceipts ?? on) : on;
  return (
    <SwitchRow
      label={t("Read receipts")}
      about={t(
        "Your matches see “Read” under the messages you've read, and you see it under theirs. Turn it off and neither of you sees it.",
      )}
      checked={shown}
      disabled={update.isPending}
      onCheckedChange={(next) =>
        update.mutate(
          { readReceipts: next },
          {
            onSuccess: () => {
              void applyChange(queryClient, { type: "readReceipts.changed" });
              toast.success(next ? t("Read receipts are on") : t("Read receipts are off"));
            },
            onError: (error) => toast.error(t("Couldn't change it"), error.message),
          },
        )
      }
    />
  );
}
