import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { errorMessage } from "@/client/lib/form-errors";
import { deviceTimeZone } from "@/client/lib/device-clock";
import { interestLabel } from "@/shared/options";
import { useDecidePairing, type Pairing } from "../api";
import { cardFocus } from "./card-focus";
import { capitalise, firstName, friendLine, pairingLine } from "./friend-text";
import { FitCheck } from "./fit-check";
import { PairingStatusBadge } from "./pairing-status-badge";

/** "Nov 17" on the device's clock, in the reader's language. */
const dayOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    month: "short",
    day: "numeric",
    timeZone: deviceTimeZone(),
  }).format(new Date(iso));

/** One pairing suggestion, as its suggester or its target sees it. */
export function PairingCard({ pairing }: { pairing: Pairing }) {
  const { t, i18n } = useTranslation();
  const { suggesterFriend: a, targetFriend: b } = pairing;
  const made = pairing.role === "made";
  return (
    <article
      aria-label={t("{a} and {b}", { a: a.name, b: b.name })}
      className={cn(
        "grid gap-3 rounded-card border border-border bg-surface p-4 shadow-soft sm:p-5",
        cardFocus,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <span aria-hidden className="flex shrink-0 items-center -space-x-3">
          <Avatar name={a.name} photo={a.mainPhoto} size="md" />
          <Avatar name={b.name} photo={b.mainPhoto} size="md" />
        </span>
        <PairingStatusBadge status={pairing.status} />
      </div>
      <div className="grid gap-0.5">
        <h4 className="text-lg leading-snug font-semibold">
          {a.name}{" "}
          <Heart
            aria-label={t("and")}
            role="img"
            className="inline size-4 fill-primary align-[-2px] text-primary"
          />{" "}
          {b.name}
        </h4>
        <p className="text-sm text-muted-foreground">{pairingLine(pairing)}</p>
      </div>

      {!made && pairing.status === "pending" && (
        <p className="rounded-xl bg-background/70 px-3.5 py-2.5 text-sm">
          <span className="font-medium">{a.name}</span>
          <span className="text-muted-foreground"> · {friendLine(a)}</span>
          {a.bio && <span className="mt-0.5 block text-muted-foreground">“{a.bio}”</span>}
        </p>
      )}
      {!made && pairing.status === "pending" && pairing.fitCheck && (
        // The member asked to approve sees both people's fit, as the suggester did.
        <FitCheck
          first={{ name: a.name, ...pairing.fitCheck.first }}
          second={{ name: b.name, ...pairing.fitCheck.second }}
          fit={pairing.fitCheck.fit}
          mode="approval"
        />
      )}

      <blockquote className="border-l-2 border-primary/40 pl-3 text-[0.95rem] leading-relaxed">
        {pairing.reason}
      </blockquote>

      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {pairing.tags.map((tag) => (
          <Badge key={tag} variant="outline">
            {capitalise(interestLabel(tag, t))}
          </Badge>
        ))}
        <span>
          {made ? t("Suggested") : t("From {name}", { name: pairing.suggesterName })} ·{" "}
          <time dateTime={pairing.createdAt}>{dayOf(pairing.createdAt, i18n.language)}</time>
          {pairing.costHearts > 0 &&
            ` · ${t("{count, plural, one {# heart} other {# hearts}}", { count: pairing.costHearts })}`}
        </span>
      </div>

      {made && pairing.status === "pending" && (
        <p className="text-sm font-medium text-muted-foreground">
          {t("Status: Waiting for {name} to decide", { name: firstName(pairing.targetName) })}
        </p>
      )}
      {!made && pairing.status === "pending" && <Decision pairing={pairing} />}
    </article>
  );
}

function Decision({ pairing }: { pairing: Pairing }) {
  const { t } = useTranslation();
  const decide = useDecidePairing();
  const { suggesterFriend: a, targetFriend: b } = pairing;
  const busy = decide.isPending ? decide.variables.decision : undefined;

  // Awaited rather than per-call callbacks: a decided card leaves "Waiting for You" when the
  // list refreshes, and an unmounted card's mutate callbacks would never run.
  const onDecide = (decision: "approve" | "decline") =>
    decide.mutateAsync({ id: pairing.id, decision }).then(
      ({ pairing: decided, introduced }) => {
        if (decision === "decline") {
          toast.message(
            t("Suggestion declined"),
            t("{name} will see your answer.", { name: pairing.suggesterName }),
          );
          return;
        }
        // Whether the server introduced them (a block or withdrawn consent stops it, unsaid).
        toast.success(
          t("Suggestion approved"),
          decided.status === "matched"
            ? t("{a} and {b} are already matched.", { a: a.name, b: b.name })
            : introduced
              ? t("{a} and {b} will each find the other in Match for You.", {
                  a: a.name,
                  b: b.name,
                })
              : t("{name} will see that you said yes.", { name: pairing.suggesterName }),
        );
      },
      (error: unknown) => toast.error(t("Error"), errorMessage(error)),
    );

  return (
    <div className="flex gap-2">
      <Button
        className="flex-1"
        onClick={() => onDecide("approve")}
        loading={busy === "approve"}
        disabled={Boolean(busy)}
        loadingText={t("Approving...")}
      >
        {t("Approve")}
      </Button>
      <Button
        variant="outline"
        className="flex-1"
        onClick={() => onDecide("decline")}
        loading={busy === "decline"}
        disabled={Boolean(busy)}
        loadingText={t("Declining...")}
      >
        {t("Decline")}
      </Button>
    </div>
  );
}
