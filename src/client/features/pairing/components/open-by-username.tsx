import { AtSign } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { SubmitButton } from "@/client/components/submit-button";
import { normalizeUsernameInput } from "@/shared/usernames";
import { useLookUpUsername } from "../api";

/**
 * Explore a member a friend told you about, by their exact username: no search by name, and the
 * same answer whether nobody has it or Vouch wouldn't show them to you.
 */
export function OpenByUsername({ onOpen }: { onOpen: (memberId: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string>();
  const lookUp = useLookUpUsername();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.replace(/^@/, "");
    if (!wanted) return;
    setError(undefined);
    lookUp.mutate(wanted, {
      onSuccess: ({ memberId }) => {
        setUsername("");
        onOpen(memberId);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("Open a member by username")}
      className="grid gap-2"
    >
      <div className="flex items-end gap-2">
        <Field label={t("A username a friend shared")} error={error} className="min-w-0 flex-1">
          <Input
            value={username}
            onChange={(e) => setUsername(normalizeUsernameInput(e.target.value))}
            placeholder={t("@username")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={31}
          />
        </Field>
        <SubmitButton
          variant="secondary"
          disabled={!username.replace(/^@/, "")}
          busy={lookUp.isPending}
          loadingText={t("Opening…")}
        >
          <AtSign aria-hidden />
          {t("Open")}
        </SubmitButton>
      </div>
    </form>
  );
}
