import { Trans, useTranslation } from "react-i18next";
import { useLanguage } from "@/client/lib/language";
import { CalendarDays, Check, Copy, KeyRound, LogIn, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/client/lib/paths";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { toast } from "@/client/components/ui/toast";
import { useSignIn } from "@/client/lib/session";
import { formatEventTime } from "@/shared/event-time";
import {
  SEED_COUNT_LABELS,
  type DemoUser,
  type SeedCounts,
  type SeedResult,
} from "@/shared/schemas/seed";

const QUICK_SIGN_INS = 4;

export function SeedResultView({ result }: { result: SeedResult }) {
  return (
    // The app's own words and figures: none is cut in two (styles.css); emails may be.
    <div className="grid gap-5 wrap-break-word">
      <SignInCard
        users={result.users}
        moderator={result.moderator}
        password={result.signIn.password}
      />
      <CountsCard counts={result.counts} />
      <EventsCard events={result.events} />
    </div>
  );
}

/** One member from each of the first neighbourhoods, so the quick sign-ins show variety. */
function quickPicks(users: DemoUser[]): DemoUser[] {
  const seen = new Set<string>();
  const picks: DemoUser[] = [];
  for (const user of users) {
    if (seen.has(user.neighborhood)) continue;
    seen.add(user.neighborhood);
    picks.push(user);
    if (picks.length === QUICK_SIGN_INS) break;
  }
  return picks;
}

function SignInCard({
  users,
  moderator,
  password,
}: {
  users: DemoUser[];
  moderator: DemoUser | null;
  password: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [signingIn, setSigningIn] = useState<string>();

  const signInAs = (user: DemoUser, to: string = paths.home, key = user.id) => {
    setSigningIn(key);
    signIn.mutate(
      { email: user.email, password },
      {
        onSuccess: () => navigate(to),
        onError: (error) => {
          setSigningIn(undefined);
          toast.error(t("Error"), error.message);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-primary" />
          {t("Demo sign-in")}
        </CardTitle>
        <CardDescription>
          {t(
            "Every demo member shares one password. Sign in as one of them, or use any email below on the sign-in page.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <PasswordLine password={password} />
        <div className="grid gap-2 sm:grid-cols-2">
          {quickPicks(users).map((user) => (
            <Button
              key={user.id}
              aria-label={t("Sign in as {name}, {neighborhood}", {
                name: user.name,
                neighborhood: user.neighborhood,
              })}
              variant="outline"
              className="h-auto w-full min-w-0 justify-start gap-3 rounded-2xl px-3 py-2.5 text-left"
              loading={signingIn === user.id}
              disabled={signingIn !== undefined}
              onClick={() => signInAs(user)}
            >
              <Avatar name={user.name} size="sm" />
              <span className="grid min-w-0 flex-1 whitespace-normal">
                <span className="font-semibold">{t("Sign in as {name}", { name: user.name })}</span>
                <span className="text-xs text-muted-foreground">{user.neighborhood}</span>
              </span>
              <LogIn aria-hidden className="text-muted-foreground" />
            </Button>
          ))}
        </div>
        {moderator && (
          <div className="grid gap-2 rounded-2xl border border-border p-3">
            <p className="text-sm text-muted-foreground">
              <Trans
                i18nKey="{name} is also the demo moderator (<0>{email}</0>): a few reported cases are waiting at Moderation."
                values={{ name: moderator.name, email: moderator.email }}
                components={[<span key="email" className="wrap-anywhere" />]}
              />
            </p>
            <Button
              variant="secondary"
              className="h-auto min-h-11 min-w-0 justify-self-start py-2 text-left"
              loading={signingIn === `${moderator.id}-moderation`}
              disabled={signingIn !== undefined}
              onClick={() => signInAs(moderator, paths.moderation, `${moderator.id}-moderation`)}
            >
              <ShieldCheck aria-hidden />
              {/* Its words wrap on a narrow phone rather than widen the page. */}
              <span className="whitespace-normal">{t("Sign in as the demo moderator")}</span>
            </Button>
          </div>
        )}
        <details className="group rounded-2xl border border-border bg-background/60">
          <summary className="cursor-pointer rounded-2xl px-4 py-3 text-sm font-medium select-none">
            {t("All {count} demo members and their emails", { count: users.length })}
          </summary>
          <ul className="grid max-h-80 gap-1 overflow-y-auto px-4 pb-3 text-sm">
            {users.map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-border/60 py-1.5"
              >
                <span className="font-medium">{user.name}</span>
                <span className="text-xs wrap-anywhere text-muted-foreground">{user.email}</span>
              </li>
            ))}
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}

function PasswordLine({ password }: { password: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error(t("Error"), t("Couldn't copy. Select the password and copy it by hand."));
    }
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-accent px-4 py-3">
      <div className="grid">
        <span className="text-xs font-medium tracking-wide text-accent-foreground uppercase">
          {t("Password")}
        </span>
        <code className="font-mono text-lg font-semibold select-all" data-testid="demo-password">
          {password}
        </code>
      </div>
      <Button variant="ghost" size="sm" onClick={copy} aria-label={t("Copy the password")}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? t("Copied") : t("Copy")}
      </Button>
    </div>
  );
}

function CountsCard({ counts }: { counts: SeedCounts }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("What's in the database")}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Two columns only where a long label and its figure fit side by side in each. */}
        <dl className="grid gap-x-4 gap-y-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
          {(Object.keys(SEED_COUNT_LABELS) as (keyof SeedCounts)[]).map((key) => (
            <div
              key={key}
              className="flex items-baseline justify-between gap-2 border-b border-border/60 py-1.5"
            >
              <dt className="text-sm text-muted-foreground">{t(SEED_COUNT_LABELS[key])}</dt>
              <dd className="font-serif text-lg font-semibold tabular-nums">
                {counts[key].toLocaleString(language)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function EventsCard({ events }: { events: SeedResult["events"] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-5 text-primary" />
          {t("Demo events and their check-in codes")}
        </CardTitle>
        <CardDescription>
          {t(
            "At the venue, attendees enter the code during the event to check in and get their deposit back.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {events.map((event) => (
            <li
              key={`${event.title}-${event.startsAt}`}
              className="flex items-start justify-between gap-3 rounded-2xl border border-border p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-semibold">{event.title}</span>
                <span className="text-sm text-muted-foreground">
                  {formatEventTime(event.startsAt)}
                </span>
                <span className="text-xs text-muted-foreground">{event.venue}</span>
              </div>
              <Badge
                variant="accent"
                className="font-mono text-sm tracking-widest"
                aria-label={t("Check-in code {code}", {
                  code: event.checkInCode.split("").join(" "),
                })}
              >
                {event.checkInCode}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
