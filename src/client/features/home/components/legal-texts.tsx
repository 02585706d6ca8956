import type { ReactNode } from "react";
import type { TFunction } from "@/shared/i18n/i18n";

export type LegalText = { title: string; summary: string; body: ReactNode };

export const privacyText = (t: TFunction): LegalText => ({
  title: t("Privacy"),
  summary: t("What Vouch keeps about you, and who can see it."),
  body: (
    <ul className="grid list-disc gap-2.5 pl-5 text-[0.95rem] leading-relaxed">
      <li>
        {t(
          "We keep what you give us: your profile, the friends you add to your circle, your messages, RSVPs, quiz results and your hearts history.",
        )}
      </li>
      <li>
        {t(
          "Your email stays private. No other member ever sees it, and no screen shows it to anyone but you.",
        )}
      </li>
      <li>
        {t(
          'A friend in your circle is suggested to others only while their consent is on. Until then they show as "Invite pending", to you alone.',
        )}
      </li>
      <li>
        {t(
          "Members you block never see you again: not on Explore, in suggestions, in matches or in conversations.",
        )}
      </li>
      <li>{t("We don't sell your data and we don't show ads.")}</li>
      <li>
        {t(
          "Your session lives in a secure cookie that scripts can't read. Sign out and it is gone.",
        )}
      </li>
    </ul>
  ),
});

export const termsText = (t: TFunction): LegalText => ({
  title: t("Terms"),
  summary: t("The few rules that keep Vouch kind and safe."),
  body: (
    <ul className="grid list-disc gap-2.5 pl-5 text-[0.95rem] leading-relaxed">
      <li>{t("Vouch is for adults: you must be 18 or older to join.")}</li>
      <li>{t("Be yourself. Use your real name, your real age and an honest profile.")}</li>
      <li>
        {t(
          "Only add friends who know you'd vouch for them, and respect their choice to be suggested or not.",
        )}
      </li>
      <li>
        {t(
          "Be kind. Harassment, hate and pressure are not welcome; we review every report within 24 hours and may suspend accounts that break these rules.",
        )}
      </li>
      <li>
        {t(
          "Hearts are a virtual currency with no cash value. Purchases in this demo are simulated: no money changes hands.",
        )}
      </li>
      <li>{t("Meet first in public places. Our Friday events are held at verified venues.")}</li>
    </ul>
  ),
});
