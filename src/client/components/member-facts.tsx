import { MapPin } from "lucide-react";
import { capitalise } from "@/client/lib/capitalise";
import { cn } from "@/client/lib/cn";
import { sexualityLabel } from "@/shared/options";

type MemberFactsProps = {
  member: { age?: number; pronouns: string; sexuality: string; neighborhood: string };
  /** A map pin before the neighbourhood: the one fact that is a place. */
  pin?: boolean;
  className?: string;
};

/** What lets a member judge a fit at a glance: age, pronouns, sexuality and neighbourhood. */
export function MemberFacts({ member, pin = false, className }: MemberFactsProps) {
  const facts = [member.age, member.pronouns, capitalise(sexualityLabel(member.sexuality))].filter(
    (fact) => fact !== undefined && fact !== "",
  );
  const place = member.neighborhood;
  return (
    <span className={cn("text-sm text-muted-foreground", className)}>
      {facts.join(" · ")}
      {place && (
        <>
          {facts.length > 0 && " · "}
          {/* The pin and its place stay together on one line. */}
          <span className="whitespace-nowrap">
            {pin && <MapPin aria-hidden className="mr-0.5 inline size-3.5 align-[-2px]" />}
            {place}
          </span>
        </>
      )}
    </span>
  );
}
