import { useTranslation } from "react-i18next";
import { Badge } from "@/client/components/ui/badge";
import type { Pairing } from "../api";

const badges = {
  pending: { variant: "outline" },
  approved: { variant: "accent" },
  declined: { variant: "default" },
  matched: { variant: "success" },
} as const;

export function PairingStatusBadge({ status }: { status: Pairing["status"] }) {
  const { t } = useTranslation();
  const label = {
    pending: t("Pending"),
    approved: t("Approved"),
    declined: t("Declined"),
    matched: t("Matched"),
  }[status];
  return <Badge variant={badges[status].variant}>{label}</Badge>;
}
