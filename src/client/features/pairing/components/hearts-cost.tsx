import { Heart } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";

/** "5 hearts", with the heart drawn. */
export function HeartsCost({ hearts }: { hearts: number }) {
  return (
    <Badge variant="accent" className="tabular-nums">
      <Heart aria-hidden className="fill-current" />
      {hearts} {hearts === 1 ? "heart" : "hearts"}
    </Badge>
  );
}
