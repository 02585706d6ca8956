import type { ReactNode } from "react";

export type LegalText = { title: string; summary: string; body: ReactNode };

export const privacyText: LegalText = {
  title: "Privacy",
  summary: "What Vouch keeps about you, and who can see it.",
  body: (
    <ul className="grid list-disc gap-2.5 pl-5 text-[0.95rem] leading-relaxed">
      <li>
        We keep what you give us: your profile, the friends you add to your circle, your messages,
        RSVPs, quiz results and your hearts history.
      </li>
      <li>
        Your email stays private. No other member ever sees it, and no screen shows it to anyone but
        you.
      </li>
      <li>
        A friend in your circle is suggested to others only while their consent is on. Until then
        they show as "Invite pending", to you alone.
      </li>
      <li>
        Members you block never see you again: not on Explore, in suggestions, in matches or in
        conversations.
      </li>
      <li>We don't sell your data and we don't show ads.</li>
      <li>
        Your session lives in a secure cookie that scripts can't read. Sign out and it is gone.
      </li>
    </ul>
  ),
};

export const termsText: LegalText = {
  title: "Terms",
  summary: "The few rules that keep Vouch kind and safe.",
  body: (
    <ul className="grid list-disc gap-2.5 pl-5 text-[0.95rem] leading-relaxed">
      <li>Vouch is for adults: you must be 18 or older to join.</li>
      <li>Be yourself. Use your real name, your real age and an honest profile.</li>
      <li>
        Only add friends who know you'd vouch for them, and respect their choice to be suggested or
        not.
      </li>
      <li>
        Be kind. Harassment, hate and pressure are not welcome; we review every report within 24
        hours and may suspend accounts that break these rules.
      </li>
      <li>
        Hearts are a virtual currency with no cash value. Purchases in this demo are simulated: no
        money changes hands.
      </li>
      <li>Meet first in public places. Our Friday events are held at verified venues.</li>
    </ul>
  ),
};
