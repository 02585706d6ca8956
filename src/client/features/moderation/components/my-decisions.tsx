import { LoadFailed, Loading } from "@/client/components/load-state";
import { toast } from "@/client/components/ui/toast";
import type { Decision } from "@/shared/schemas/moderation";
import { useAppeal, useDecisions } from "../api";
import { DecisionCard } from "./decision-card";
import { useTranslation } from "react-i18next";

/** Settings: "Decisions about your account", each with its reason and the member's appeal. */
export function MyDecisions() {
  const decisions = useDecisions();
  const { t } = useTranslation();
  if (decisions.isError) return <LoadFailed query={decisions} />;
  if (!decisions.data) return <Loading label={t("Loading decisions about your account")} />;
  if (decisions.data.decisions.length === 0)
    return (
      <p className="text-muted-foreground">{t("Our moderators haven't acted on your account.")}</p>
    );
  return (
    <div className="grid" aria-label={t("Decisions about your account")} role="list">
      {decisions.data.decisions.map((decision) => (
        <div role="listitem" key={decision.id}>
          <SignedInDecision decision={decision} />
        </div>
      ))}
    </div>
  );
}

function SignedInDecision({ decision }: { decision: Decision }) {
  const appeal = useAppeal(decision.id);
  const { t } = useTranslation();
  return (
    <DecisionCard
      decision={decision}
      appealing={appeal.isPending}
      onAppeal={(text) =>
        appeal.mutate(text, {
          onSuccess: () =>
            toast.success(t("Appeal sent"), t("A different moderator will answer it.")),
          onError: (error) => toast.error(t("Error"), error.message),
        })
      }
    />
  );
}
