import { Ban, EllipsisVertical, Flag } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { BlockDialog } from "./block-dialog";
import { ReportDialogOnDemand } from "./report-dialog-on-demand";
import { useTranslation } from "react-i18next";

type MemberSafetyMenuProps = {
  member: { id: string; name: string };
  /** After a block: the card's member is gone, e.g. show someone else. */
  onBlocked?: () => void;
};

/** Block and Report for a member's card (Match for You, Explore). */
export function MemberSafetyMenu({ member, onBlocked }: MemberSafetyMenuProps) {
  const [dialog, setDialog] = useState<"block" | "report" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("Safety options for {name}", { name: member.name })}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDialog("report")}>
            <Flag aria-hidden />
            {t("Report")}
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={() => setDialog("block")}>
            <Ban aria-hidden />
            {t("Block")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <BlockDialog
        member={member}
        open={dialog === "block"}
        onOpenChange={close}
        onBlocked={onBlocked}
      />
      <ReportDialogOnDemand
        target={{ kind: "member", memberId: member.id }}
        subject={member.name}
        open={dialog === "report"}
        onOpenChange={close}
      />
    </>
  );
}
