import { PASSWORD_RESET_MINUTES } from "#shared/constants";
import type { Language } from "#shared/i18n/languages";
import type { Mail } from "../../delivery/mailer";
import { serverT } from "../../i18n/say";

/** The client's "Set a new password" screen. */
const RESET_PATH = "/reset-password";

export function resetPasswordMail({
  to,
  name,
  token,
  baseURL,
  language = "en",
}: {
  to: string;
  name: string;
  token: string;
  baseURL: string;
  language?: Language;
}): Mail {
  const t = serverT(language);
  const link = `${baseURL}${RESET_PATH}?token=${encodeURIComponent(token)}`;
  const firstName = name.split(/\s+/)[0] || name;
  return {
    to,
    subject: t("Set a new Vouch password"),
    text: [
      t("Hi {name},", { name: firstName }),
      "",
      t("Someone (we hope you) asked to set a new password for your Vouch account."),
      t("Open this link within {minutes} minutes to choose one. It works once:", {
        minutes: PASSWORD_RESET_MINUTES,
      }),
      "",
      link,
      "",
      t("Setting a new password signs you out everywhere."),
      t("If you didn't ask for this, ignore this mail: your password stays as it is."),
      "",
      "Vouch",
    ].join("\n"),
  };
}
