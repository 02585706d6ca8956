import { Badge } from "@/client/components/ui/badge";

/** The friend is on Vouch too. */
export function MemberMark() {
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      Member
    </Badge>
  );
}
