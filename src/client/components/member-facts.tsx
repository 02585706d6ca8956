import { capitalise } from "@/client/lib/capitalise";
import { cn } from "@/client/lib/cn";

type MemberFactsProps = {
  member: { age?: number; pronouns: string; sexuality: string; neighborhood: string };
  className?: string;
};

/** What lets a member judge a fit at a glance: age, pronouns, sexuality and neighbourhood. */
export function MemberFacts({ member, className }: MemberFactsProps) {
  const facts = [
    member.age,
    member.pronouns,
    capitalise(member.sexuality),
    member.neighborhood,
  ].filter((fact) => fact !== undefined && fact !== "");
  return (
    <span className={cn("text-sm text-muted-foreground", className)}>{facts.join(" · ")}</span>
  );
}
