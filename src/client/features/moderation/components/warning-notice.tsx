import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { paths } from "@/client/lib/paths";
import { MEMBER_REASON_TEXTS } from "@/shared/decision-texts";
import { useAcknowledgeWarning, useWarnings } from "../api";

/**
 * A moderator's warning, shown on the member's next visit (any signed-in screen) until they
 * acknowledge it: what was decided and why, calmly.
 */
export function WarningNotice() {
  const { t } = useTranslation();
  const warnings = useWarnings();
  const acknowledge = useAcknowledgeWarning();
  const warning = warnings.data?.warnings[0];
  if (!warning) return null;
  return (
    // Only "I understand" closes it: the warning is acknowledged, not dismissed.
    <Dialog open onOpenChange={() => {}}>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>{t("A warning from our moderators")}</DialogTitle>
          <DialogDescription>
            {t("A moderator reviewed a report about you. Why: {reason}", {
              reason: t(MEMBER_REASON_TEXTS[warning.reason]),
            })}{" "}
            <Trans
              i18nKey="Please keep to our <guidelines>community guidelines</guidelines>. If it happens again, your account may be suspended. If you think this is wrong, you can appeal within 30 days in <settings>Settings</settings>."
              components={{
                guidelines: <Link to={paths.safety} className="underline underline-offset-2" />,
                settings: <Link to={paths.settings} className="underline underline-offset-2" />,
              }}
            />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            loading={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(warning.id, {
                onError: (error) => toast.error(t("Error"), error.message),
              })
            }
          >
            {t("I understand")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
