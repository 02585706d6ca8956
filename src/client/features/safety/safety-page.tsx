import type { TFunction } from "i18next";
import { REVIEW_PROMISE } from "@/shared/texts";
import {
  Ban,
  BellOff,
  Flag,
  HeartCrack,
  MapPin,
  Phone,
  ShieldAlert,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { BackLink } from "@/client/components/back-link";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { NUDGE_WINDOW_DAYS } from "@/shared/constants";
import { useVerifiedVenues } from "./api";
import { useTranslation } from "react-i18next";

const COMMITMENTS = (t: TFunction) => [
  t("Every introduction comes through people: a friend vouches before two members meet."),
  t("Your email and private details are never shown to another member."),
  t("We review every report {promise}.", { promise: REVIEW_PROMISE }),
  t("Blocking works at once, everywhere in Vouch."),
  t("Nothing you write is read by staff unless it is reported to us."),
];

const TOOLS = (t: TFunction): { icon: LucideIcon; name: string; how: ReactNode }[] => [
  {
    icon: Flag,
    name: t("Report"),
    how: t(
      "From a conversation's menu (it can point at one message), a Match for You or Explore card, or an event. Choose a reason, tell us what happened, and we review it {promise}.",
      { promise: REVIEW_PROMISE },
    ),
  },
  {
    icon: Ban,
    name: t("Block"),
    how: t(
      "From a conversation's menu or a member's card. The match ends and neither of you sees the other anywhere: suggestions, Explore, events, messages. Undo it in Settings; the old conversation doesn't come back.",
    ),
  },
  {
    icon: HeartCrack,
    name: t("Unmatch"),
    how: t(
      "From a conversation's menu. The match ends for both of you and the conversation leaves your Text History, without blocking.",
    ),
  },
  {
    icon: BellOff,
    name: t("Mute"),
    how: t(
      "From a conversation's menu. No unread count or badge; the conversation waits under Hidden. Unmute from the conversation or Settings.",
    ),
  },
  {
    icon: ShieldCheck,
    name: t("Share my date"),
    how: t(
      "From a conversation's menu. Share where, when and with whom with friends in your circle who are on Vouch. They see it on their home until the plan ends, and when you press \u201cI'm home safe\u201d they know at once.",
    ),
  },
  {
    icon: ShieldAlert,
    name: t("Safety notes"),
    how: t(
      "In a match's first {days} days, a message asking for money, gift cards or crypto, or to move the chat off Vouch, shows its reader a calm note with a way to report it. It is decided automatically from the words: nothing is blocked, nobody reads your messages, and the sender isn't told.",
      { days: NUDGE_WINDOW_DAYS },
    ),
  },
];

const HELP = (t: TFunction) => [
  { name: t("Emergency (police, fire, ambulance)"), number: "911", tel: "911" },
  {
    name: t("988 Suicide & Crisis Lifeline (call or text, 24 hours)"),
    number: "988",
    tel: "988",
  },
  {
    name: t("NYC 24-hour Domestic Violence Hotline"),
    number: "1-800-621-HOPE (4673)",
    tel: "+18006214673",
  },
  { name: t("NYC 311 (non-emergency city services)"), number: "311", tel: "311" },
];

const GUIDELINES = (t: TFunction) => [
  t("Be who you are: your own name, age and photos."),
  t("Be kind, and take no for an answer the first time."),
  t("No harassment, hate, threats or sexual messages nobody asked for."),
  t("Never ask a match for money, gift cards or crypto."),
  t("Keep the conversation on Vouch until you've met and feel at ease."),
  t("Vouch only for friends you'd trust with your own sibling."),
];

const TIPS = (t: TFunction) => [
  t("Meet in a busy public place; our verified venues are a good start."),
  t("Share your plan with a friend (Share my date) and get there on your own."),
  t("Keep your home address and workplace to yourself until you know them."),
  t("Trust your instincts: it's always fine to leave early."),
];

export function SafetyPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-10">
      <title>{t("Safety & Community · Vouch")}</title>
      <div>
        <BackLink />
        <h1 className="mt-2 text-4xl font-semibold">{t("Safety & Community")}</h1>
        <p className="mt-2 max-w-prose text-muted-foreground">
          {t(
            "Vouch works because people vouch for each other. Here is how we look after you, the tools you have, and where to find help in New York.",
          )}
        </p>
      </div>

      <Section id="commitments" title={t("Our commitments")}>
        <List items={COMMITMENTS(t)} />
      </Section>

      <Section id="tools" title={t("Your safety tools")}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {TOOLS(t).map(({ icon: Icon, name, how }) => (
            <li
              key={name}
              className="grid content-start gap-2 rounded-card border border-border bg-surface p-5 shadow-soft"
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Icon aria-hidden className="size-5 text-primary" />
                {name}
              </h3>
              <p className="text-[0.95rem] leading-relaxed text-muted-foreground">{how}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="help" title={t("Need help now?")}>
        <p className="text-muted-foreground">
          {t("If you are in danger, call 911. These New York lines answer day and night.")}
        </p>
        <ul className="grid gap-2">
          {HELP(t).map((line) => (
            <li
              key={line.name}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-border bg-surface px-4 py-3"
            >
              <span className="min-w-0">{line.name}</span>
              <a
                href={`tel:${line.tel}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-2 hover:underline"
              >
                <Phone aria-hidden className="size-4" />
                {line.number}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="guidelines" title={t("Community guidelines")}>
        <List items={GUIDELINES(t)} />
      </Section>

      <Section id="tips" title={t("Meeting in person")}>
        <List items={TIPS(t)} />
      </Section>

      <Section id="venues" title={t("Verified venues")}>
        <p className="text-muted-foreground">
          {t("Our Friday events are held at these places. We know them, and they know us.")}
        </p>
        <Venues />
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 leading-relaxed marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Venues() {
  const venues = useVerifiedVenues();
  const { t } = useTranslation();
  if (venues.isPending) return <Loading label={t("Loading the venues")} />;
  if (venues.isError) return <LoadFailed query={venues} />;
  if (venues.data.venues.length === 0)
    return (
      <p className="text-muted-foreground">
        {t(
          "Venues are listed here as Friday events are announced. Until then, meet somewhere busy and public.",
        )}
      </p>
    );
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {venues.data.venues.map(({ venue, address, neighborhood }) => (
        <li
          key={`${venue} ${address} ${neighborhood}`}
          className="flex items-start gap-2.5 rounded-xl border border-border bg-surface px-4 py-3"
        >
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0 break-words">
            {address ? `${venue}, ${address}` : venue}
            {neighborhood && (
              <span className="block text-sm text-muted-foreground">{neighborhood}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
