import { REVIEW_PROMISE } from "@/shared/texts";
import { ShieldCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { isNotFound, useQueue } from "./api";
import { AppealList } from "./components/appeal-list";
import { CaseView } from "./components/case-view";
import { HeldPhotos } from "./components/held-photos";
import { QueueList } from "./components/queue-list";
import { useTranslation } from "react-i18next";

/**
 * /moderation, in the signed-in frame: the queue, or one case (?case=…). Only a moderator gets
 * here (the router's ModeratorsOnly); one whose role was taken away meanwhile is told.
 */
export function ModerationPage() {
  const [search] = useSearchParams();
  const caseId = search.get("case");
  const queue = useQueue();
  const { t } = useTranslation();

  if (isNotFound(queue.error))
    return <p className="text-muted-foreground">{t("This page is for Vouch's moderators.")}</p>;
  return (
    <>
      <title>{t("Moderation · Vouch")}</title>
      <div className="grid gap-6">
        <header className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <ShieldCheck aria-hidden className="size-4" />
            {t("Moderation")}
          </p>
          {!caseId && (
            <>
              <h1 className="text-4xl font-semibold">{t("Open cases")}</h1>
              <p className="max-w-prose text-pretty text-muted-foreground">
                {t(
                  "Every report was promised a review {promise}. Overdue cases come first, then by severity, by how established the reporters are, and by age.",
                  { promise: REVIEW_PROMISE },
                )}
              </p>
            </>
          )}
        </header>
        {caseId ? (
          <CaseView
            caseId={caseId}
            notFound={<p className="text-muted-foreground">{t("There is no such case.")}</p>}
          />
        ) : queue.data ? (
          <>
            <QueueList cases={queue.data.cases} />
            <section className="grid gap-3" aria-labelledby="appeals-heading">
              <h2 id="appeals-heading" className="text-2xl font-semibold">
                {t("Appeals")}
              </h2>
              <AppealList appeals={queue.data.appeals} />
            </section>
            <section className="grid gap-3" aria-labelledby="held-photos-heading">
              <h2 id="held-photos-heading" className="text-2xl font-semibold">
                {t("Photos to check")}
              </h2>
              <p className="max-w-prose text-pretty text-muted-foreground">
                {t(
                  "New photos the nudity screening found doubtful, or couldn't score. Only their owner sees them until you decide.",
                )}
              </p>
              <HeldPhotos photos={queue.data.photos} />
            </section>
          </>
        ) : queue.isError ? (
          <LoadFailed query={queue} />
        ) : (
          <Loading label={t("Loading the open cases")} />
        )}
      </div>
    </>
  );
}
