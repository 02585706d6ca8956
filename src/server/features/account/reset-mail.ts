import { PASSWORD_RESET_VALIDITY } from "#shared/texts";
import type { Mail } from "../../delivery/mailer";

/** The client's "Set a new password" screen. */
const RESET_PATH = "/reset-password";

export function resetPasswordMail({
  to,
  name,
  token,
  baseURL,
}: {
  to: string;
  name: string;
  token: string;
  baseURL: string;
}): Mail {
  const link = `${baseURL}${RESET_PATH}?token=${encodeURIComponent(token)}`;
  const firstName = name.split(/\s+/)[0] || name;
  return {
    to,
    subject: "Set a new Vouch password",
    text: [
      `Hi ${firstName},`,
      "",
      "Someone (we hope you) asked to set a new password for your Vouch account.",
      `Open this link within ${PASSWORD_RESET_VALIDITY} to choose one. It works once:`,
      "",
      link,
      "",
      "Setting a new password signs you out everywhere.",
      "If you didn't ask for this, ignore this mail: your password stays as it is.",
      "",
      "Vouch",
    ].join("\n"),
  };
}
