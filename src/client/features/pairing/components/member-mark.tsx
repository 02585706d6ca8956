import { useTranslation } from "react-i18next";
import { Badge } from "@/client/components/ui/badge";

/** The friend is on Vouch too. */
export function MemberMark() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      {t("Member")}
    </Badge>
  );
}
