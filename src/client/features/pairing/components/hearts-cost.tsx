import { Heart } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { plural } from "@/client/lib/plural";

/** "5 hearts", with the heart drawn. */
export function HeartsCost({ hearts }: { hearts: number }) {
  return (
    <Badge variant="accent" className="tabular-nums">
      <Heart aria-hidden className="fill-current" />
      {plural(hearts, "heart")}
    </Badge>
  );
}
