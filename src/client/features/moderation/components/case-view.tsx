import { ArrowLeft, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { paths } from "@/client/lib/paths";
import { promptText } from "@/shared/options";
import {
  HOLD_LABEL_VALUES,
  HOLD_LABELS,
  type CaseDetail,
  type Evidence,
} from "@/shared/schemas/moderation";
import { isNotFound, useCase } from "../api";
import { agoLabel, dueLabel } from "../clock";
import { ActionDialog } from "./action-dialog";
import { CaseReports } from "./case-reports";
import { EvidencePhoto } from "./evidence-photo";
import type { TFunction } from "@/shared/i18n/i18n";

const how = (t: TFunction) =>
  ({
    pairing: t("a pairing"),
    direct: t("a Direct Match"),
    self: t("a self-suggest"),
  }) as const;

/** One case; `notFound` when there is no such case. */
export function CaseView({ caseId, notFound }: { caseId: string; notFound: ReactNode }) {
  const { t } = useTranslation();
  const detail = useCase(caseId);
  if (isNotFound(detail.error)) return notFound;
  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.moderation}>
            <ArrowLeft aria-hidden />
            {t("All open cases")}
          </Link>
        </Button>
      </div>
      {detail.data ? (
        <CaseBody detail={detail.data} />
      ) : detail.isError ? (
        <LoadFailed query={detail} />
      ) : (
        <Loading label={t("Loading the case")} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function CaseBody({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-4xl font-semibold wrap-anywhere">
          {t("Case about {name}", { name: detail.member.name })}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {detail.status === "open" ? (
            <span
              className={
                detail.overdue
                  ? "flex items-center gap-1 font-medium text-destructive"
                  : "flex items-center gap-1 text-muted-foreground"
              }
            >
              <Clock aria-hidden className="size-4" />
              {dueLabel(t, detail.dueAt)}
            </span>
          ) : (
            <Badge variant="success">
              {detail.outcome === "dismissed" ? t("Closed: dismissed") : t("Closed: action taken")}
            </Badge>
          )}
          {detail.member.deleted && <Badge variant="outline">{t("Account deleted since")}</Badge>}
        </div>
        {detail.hold && detail.status === "open" && (
          <p className="rounded-xl border border-border bg-muted p-3 text-sm">
            <span className="font-semibold">{t(HOLD_LABELS[detail.hold], HOLD_LABEL_VALUES)}.</span>{" "}
            {t(
              "They can read and reply but start nothing new until you act: dismissing lifts the hold.",
            )}
          </p>
        )}
        {!detail.member.deleted && (
          <div className="flex flex-wrap gap-2" aria-label={t("Decide")}>
            <ActionDialog caseId={detail.id} target={{ action: "warn" }} />
            <ActionDialog caseId={detail.id} target={{ action: "limit" }} />
            <ActionDialog caseId={detail.id} target={{ action: "suspend" }} />
            <ActionDialog caseId={detail.id} target={{ action: "ban" }} />
            {detail.status === "open" && (
              <ActionDialog caseId={detail.id} target={{ action: "dismiss" }} />
            )}
          </div>
        )}
      </header>

      <Section title={t("Reports")}>
        {detail.reports.length === 0 && (
          <p className="text-muted-foreground">{t("None yet: a tripwire opened this case.")}</p>
        )}
        <CaseReports reports={detail.reports} />
      </Section>

      <Section title={t("Introduced by")}>
        {detail.introductions.length === 0 ? (
          <p className="text-muted-foreground">
            {t("No one introduced them: they found their own way.")}
          </p>
        ) : (
          <ul className="grid gap-2">
            {detail.introductions.map((intro) => (
              <li key={`${intro.how}-${intro.introducer.id}-${intro.introducer.name}`}>
                <span className="font-medium">{intro.introducer.name}</span>
                {t(", through {how}:", { how: how(t)[intro.how] })}{" "}
                <span className="text-muted-foreground">
                  {intro.how === "self"
                    ? t("the member suggested themself, with this friend's word")
                    : t("{upheld} of {count} of their introductions led to upheld cases", {
                        upheld: intro.upheld,
                        count: intro.introductions,
                      })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {detail.photos.length > 0 && (
        <Section title={t("Photos, as they were")}>
          <p className="text-sm text-muted-foreground">
            {t("Blurred until you choose to see each one.")}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {detail.photos.map((photo, index) => (
              <div key={photo.id} className="grid gap-1">
                <EvidencePhoto photo={photo} index={index} />
                {photo.live ? (
                  <ActionDialog
                    caseId={detail.id}
                    target={{ action: "remove_photo", photoId: photo.id }}
                    label={t("Remove photo {number}", { number: index + 1 })}
                  />
                ) : (
                  <p className="px-1 text-xs text-muted-foreground">
                    {t("No longer on their profile")}
                  </p>
                )}
              </div>
            ))}
          </div>
        </Section>
      )}

      {detail.evidence.map((evidence, index) => (
        <Section
          key={evidence.id}
          title={
            detail.evidence.length === 1
              ? t("Evidence")
              : t("Evidence of report {number}", { number: index + 1 })
          }
        >
          <p className="text-sm text-muted-foreground">
            {t("Copied {ago}.", { ago: agoLabel(t, evidence.capturedAt) })}
          </p>
          <ProfileAsItWas
            profile={evidence.profile}
            caseId={detail.id}
            livePrompts={detail.livePrompts}
          />
          {evidence.messages.length > 0 && <Conversation evidence={evidence} caseId={detail.id} />}
          {evidence.endorsements.length > 0 && (
            <FriendsWords evidence={evidence} caseId={detail.id} />
          )}
        </Section>
      ))}
    </>
  );
}

function ProfileAsItWas({
  profile,
  caseId,
  livePrompts,
}: {
  profile: Evidence["profile"];
  caseId: string;
  livePrompts: string[];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-2xl border border-border bg-card p-4">
      <p className="font-semibold">
        {profile.name}, {profile.age}{" "}
        <span className="font-normal text-muted-foreground">
          · {profile.pronouns} · {profile.neighborhood}
          {profile.occupation && ` · ${profile.occupation}`}
        </span>
      </p>
      {profile.bio && <p className="leading-relaxed wrap-anywhere">{profile.bio}</p>}
      {profile.prompts.length > 0 && (
        <dl className="grid gap-2">
          {profile.prompts.map((p) => (
            <div key={p.prompt}>
              <dt className="text-sm text-muted-foreground">{promptText(p.prompt, t)}</dt>
              <dd className="flex flex-wrap items-center justify-between gap-2">
                <span className="wrap-anywhere">{p.answer}</span>
                {livePrompts.includes(p.prompt) && (
                  <ActionDialog
                    caseId={caseId}
                    target={{ action: "remove_prompt", prompt: p.prompt }}
                    label={t("Remove the prompt “{prompt}”", { prompt: promptText(p.prompt, t) })}
                  />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {profile.interests.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t("Interests: {interests}", { interests: profile.interests.join(", ") })}
        </p>
      )}
    </div>
  );
}

/** Friends' words shown on the member's profile when reported; each removable while it shows. */
function FriendsWords({ evidence, caseId }: { evidence: Evidence; caseId: string }) {
  const { t } = useTranslation();
  return (
    <ul
      className="grid gap-2 rounded-2xl border border-border bg-card p-4"
      aria-label={t("Friends' words")}
    >
      {evidence.endorsements.map((w, index) => (
        <li key={w.id} className="grid gap-1">
          <span className="text-sm text-muted-foreground">
            {w.prompt
              ? t("{author}, answering “{prompt}”", { author: w.author, prompt: w.prompt })
              : t("{author} wrote", { author: w.author })}
          </span>
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="wrap-anywhere">{w.text}</span>
            {w.live ? (
              <ActionDialog
                caseId={caseId}
                target={{ action: "remove_endorsement", endorsementId: w.id }}
                label={t("Remove {author}'s words ({number})", {
                  author: w.author,
                  number: index + 1,
                })}
              />
            ) : (
              <span className="text-xs text-muted-foreground">
                {t("No longer on their profile")}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Conversation({ evidence, caseId }: { evidence: Evidence; caseId: string }) {
  const { t } = useTranslation();
  return (
    <ol
      className="grid gap-2 rounded-2xl border border-border bg-muted/40 p-3"
      aria-label={t("Messages")}
    >
      {evidence.messages.map((m) => {
        const reported = m.id === evidence.reportedMessageId;
        return (
          <li
            key={m.id}
            className={`grid max-w-[85%] gap-0.5 rounded-2xl px-3 py-2 ${
              m.fromMember ? "justify-self-start bg-card" : "justify-self-end bg-accent"
            } ${reported ? "ring-2 ring-destructive" : ""}`}
          >
            <span className="text-xs text-muted-foreground">
              {m.fromMember ? t("Reported member") : t("Reporter")}
              {reported && <strong className="ml-1 text-destructive">{t("· Reported")}</strong>}
            </span>
            {m.earlier?.map((version, i) => (
              <span key={i} className="grid gap-0.5 border-l-2 border-border pl-2 text-sm">
                <span className="text-xs text-muted-foreground">
                  {i === 0 ? t("As sent") : t("Edited to")}
                </span>
                <span className="whitespace-pre-line wrap-anywhere">{version.text}</span>
              </span>
            ))}
            {m.earlier && (
              <span className="text-xs text-muted-foreground">{t("Edited to, last")}</span>
            )}
            <span className="whitespace-pre-line wrap-anywhere">{m.text}</span>
            {m.unsent && (
              <span className="text-xs text-muted-foreground">{t("Unsent by its sender")}</span>
            )}
            {m.fromMember &&
              (m.live ? (
                <span className="justify-self-end">
                  <ActionDialog
                    caseId={caseId}
                    target={{ action: "remove_message", messageId: m.id }}
                    label={t("Remove the message “{text}”", { text: m.text.slice(0, 40) })}
                  />
                </span>
              ) : (
                <span className="text-xs text-muted-foreground">
                  {t("Removed or deleted since")}
                </span>
              ))}
          </li>
        );
      })}
    </ol>
  );
}
