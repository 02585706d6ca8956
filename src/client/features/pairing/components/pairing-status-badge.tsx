import { Badge } from "@/client/components/ui/badge";
import type { Pairing } from "../api";

const badges = {
  pending: { label: "Pending", variant: "outline" },
  approved: { label: "Approved", variant: "accent" },
  declined: { label: "Declined", variant: "default" },
  matched: { label: "Matched", variant: "success" },
} as const;

export function PairingStatusBadge({ status }: { status: Pairing["status"] }) {
  const badge = badges[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
