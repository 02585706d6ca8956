import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/client/components/ui/badge";

/** "5 hearts", with the heart drawn. */
export function HeartsCost({ hearts }: { hearts: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="accent" className="tabular-nums">
      <Heart aria-hidden className="fill-current" />
      {t("{count, plural, one {# heart} other {# hearts}}", { count: hearts })}
    </Badge>
  );
}
