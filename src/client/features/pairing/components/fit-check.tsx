import { CircleCheck, CircleHelp, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { genderText, wishText } from "@/client/lib/wish-text";
import type { PairFit, ShownWish } from "../api";
import { firstName } from "./friend-text";

/** One side of an introduction: their age and wish when they are on Vouch. */
export type FitPerson = {
  name: string;
  age: number | null;
  wish: ShownWish | null;
  /** The viewer themself ("You're outside…"). */
  you?: boolean;
};

export type FitCheckProps = {
  first: FitPerson;
  second: FitPerson;
  /** The server's verdict for this pair; undefined when one of them isn't on Vouch. */
  fit: PairFit | undefined;
  /**
   * "pairing": a friend may send it anyway (Vouch introduces them only if each fits the other);
   * "both-asked": a Direct Match or self-suggest asks both, and Vouch refuses it outside either's
   * wish; "approval": the member asked to approve a pairing, which introduces them only if each fits.
   */
  mode: "pairing" | "both-asked" | "approval";
  /** The id of the verdict's text, for a send button it turns off (aria-describedby). */
  verdictId?: string;
};

/** Vouch won't send it: an introduction that asks both, outside either's wish. */
export function fitRefused(fit: PairFit | undefined, mode: FitCheckProps["mode"]): boolean {
  return (
    mode === "both-asked" && (fit?.firstSuitsSecond === false || fit?.secondSuitsFirst === false)
  );
}

const misfitText = (t: TFunction, mode: FitCheckProps["mode"]): string =>
  ({
    "both-asked": t("Vouch won't send this suggestion, and no hearts are spent."),
    pairing: t(
      "You can still send it if you know better; Vouch introduces them only if each is within what the other said.",
    ),
    approval: t("If you approve, Vouch won't put them in each other's Match for You."),
  })[mode];

/** "Nora is outside who you said you want to meet.", said from where the viewer stands. */
function outsideText(t: TFunction, who: FitPerson, of: FitPerson): string {
  if (who.you)
    return t("You're outside who {other} said they want to meet.", { other: firstName(of.name) });
  if (of.you)
    return t("{name} is outside who you said you want to meet.", { name: firstName(who.name) });
  return t("{name} is outside who {other} said they want to meet.", {
    name: firstName(who.name),
    other: firstName(of.name),
  });
}

/**
 * Both people's gender, age and who they want to meet, and whether each is within what the
 * other said they want, before anything is sent. The verdict is the server's.
 */
export function FitCheck({ first, second, fit, mode, verdictId }: FitCheckProps) {
  const { t } = useTranslation();
  const outside = fit
    ? [
        fit.firstSuitsSecond === false && { who: first, of: second },
        fit.secondSuitsFirst === false && { who: second, of: first },
      ].filter((x): x is { who: FitPerson; of: FitPerson } => Boolean(x))
    : [];
  const unknown = !fit || fit.firstSuitsSecond === null || fit.secondSuitsFirst === null;
  return (
    <section aria-label={t("Fit")} className="grid gap-2 rounded-xl bg-muted px-3.5 py-3 text-sm">
      <ul className="grid gap-1.5">
        <PersonLine person={first} />
        <PersonLine person={second} />
      </ul>
      {outside.length > 0 ? (
        <div
          data-testid="fit-flag"
          className="flex gap-2 rounded-lg border border-accent-foreground/30 bg-accent p-2.5 text-accent-foreground"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="grid gap-1">
            {outside.map(({ who, of }) => (
              <p key={who.name} className="font-medium">
                {outsideText(t, who, of)}
              </p>
            ))}
            <p id={verdictId}>{misfitText(t, mode)}</p>
          </div>
        </div>
      ) : unknown ? (
        <p data-testid="fit-flag" className="flex gap-2 text-muted-foreground">
          <CircleHelp aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("Vouch can only check the fit of people on Vouch who said who they want to meet.")}
        </p>
      ) : (
        <p data-testid="fit-flag" className="flex gap-2 font-medium">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          {t("Each is within who the other said they want to meet.")}
        </p>
      )}
    </section>
  );
}

function PersonLine({ person }: { person: FitPerson }) {
  const { t } = useTranslation();
  return (
    <li className="leading-snug">
      <span className="font-medium">{person.you ? t("You") : firstName(person.name)}</span>
      {person.wish ? (
        <>
          {" "}
          · {genderText(person.wish)}
          {person.age !== null && ` · ${person.age}`} · {wishText(person.wish)}
        </>
      ) : (
        <span className="text-muted-foreground">
          {person.age !== null
            ? ` · ${person.age} · ${t("hasn't said who they want to meet")}`
            : ` · ${t("not on Vouch")}`}
        </span>
      )}
    </li>
  );
}
