import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { MemberFacts } from "@/client/components/member-facts";
import { MemberProfileView } from "@/client/features/members";
import type { Conversation } from "../api";

type PartnerProfileDialogProps = {
  partner: Conversation["partner"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * What a member may see of their match: the facts and certifications their conversation carries,
 * and the profile view read when this opens.
 */
export function PartnerProfileDialog({ partner, open, onOpenChange }: PartnerProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader className="justify-items-center px-8 text-center">
          <Avatar name={partner.name} photo={partner.mainPhoto} size="lg" />
          <DialogTitle>{partner.name}</DialogTitle>
          <DialogDescription>
            <MemberFacts member={partner} />
          </DialogDescription>
        </DialogHeader>
        <MemberProfileView memberId={partner.id} name={partner.name} withOwnWords />
        {partner.certifications.length > 0 ? (
          <p className="flex flex-wrap justify-center gap-1.5">
            {partner.certifications.map((club) => (
              <Badge key={club} variant="success">
                <BadgeCheck aria-hidden />
                {club}
              </Badge>
            ))}
          </p>
        ) : (
          <p className="text-center text-sm text-muted-foreground">
            {t("No club certifications yet. Ask them what they love doing.")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
