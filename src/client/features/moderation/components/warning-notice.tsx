import { useTranslation } from "react-i18next";
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
          <DialogTitle>A warning from our moderators</DialogTitle>
          <DialogDescription>
            A moderator reviewed a report about you. Why: {t(MEMBER_REASON_TEXTS[warning.reason])}{" "}
            Please keep to our{" "}
            <Link to={paths.safety} className="underline underline-offset-2">
              community guidelines
            </Link>
            . If it happens again, your account may be suspended. If you think this is wrong, you
            can appeal within 30 days in{" "}
            <Link to={paths.settings} className="underline underline-offset-2">
              Settings
            </Link>
            .
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            loading={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(warning.id, {
                onError: (error) => toast.error("Error", error.message),
              })
            }
          >
            I understand
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
