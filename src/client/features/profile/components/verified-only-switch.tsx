import { useTranslation } from "react-i18next";
import { SwitchRow } from "@/client/components/ui/switch-row";
import { toast } from "@/client/components/ui/toast";
import { useUpdateProfile } from "../api";

/** "Only verified members": introduced to and approached by verified members only while on. */
export function VerifiedOnlySwitch({
  verifiedOnly,
  verified,
}: {
  verifiedOnly: boolean;
  verified: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const shown = update.isPending ? (update.variables.verifiedOnly ?? verifiedOnly) : verifiedOnly;
  return (
    <SwitchRow
      label={t("Only verified members can be introduced to me or message me")}
      about={
        verified
          ? t(
              "While on, only members whose photos are verified can find you on Make a Match, be suggested to you or suggest themselves. Conversations you already have go on.",
            )
          : t(
              "While on, only members whose photos are verified can find you on Make a Match, be suggested to you or suggest themselves. Conversations you already have go on. Your own photos aren't verified yet: verify them from your Profile, so members who turned this on can meet you too.",
            )
      }
      checked={shown}
      disabled={update.isPending}
      onCheckedChange={(on) =>
        update.mutate(
          { verifiedOnly: on },
          {
            onSuccess: () =>
              toast.success(
                on ? t("Only verified members now") : t("Everyone can be introduced to you again"),
              ),
            onError: (error) => toast.error(t("Couldn't change it"), error.message),
          },
        )
      }
    />
  );
}
