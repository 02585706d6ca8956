import { Link2, Link2Off } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { ApiError } from "@/client/lib/api";
import { normalizeUsernameInput } from "@/shared/usernames";
import { useUpdateFriend, type CircleFriend } from "../api";

/**
 * Invites a friend's Vouch account by username (linked once they confirm), cancels the
 * invitation, or unlinks them.
 */
export function MemberLink({ friend }: { friend: CircleFriend }) {
  const { t } = useTranslation();
  const update = useUpdateFriend();
  const [username, setUsername] = useState("");
  // A problem with the typed username shows under the field; anything else as a toast.
  const [usernameError, setUsernameError] = useState<string>();

  const save = (value: string, done: string) => {
    setUsernameError(undefined);
    update.mutate(
      { id: friend.id, patch: { username: value } },
      {
        onSuccess: () => {
          setUsername("");
          toast.success(done);
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.username : undefined;
          if (value && fieldError) setUsernameError(fieldError);
          else toast.error(t("Error"), error.message);
        },
      },
    );
  };

  if (friend.isMember) {
    return (
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t("{name} is on Vouch and linked to your circle.", { name: friend.name })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={update.isPending}
          onClick={() => save("", t("Unlinked"))}
        >
          {!update.isPending && <Link2Off aria-hidden />}
          {t("Unlink")}
        </Button>
      </div>
    );
  }

  if (friend.invitedUsername) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-muted-foreground">
          <Trans
            i18nKey="Waiting for <0>@{username}</0> to confirm they are {name}."
            values={{ username: friend.invitedUsername, name: friend.name }}
            components={[<span key="username" className="font-medium text-foreground" />]}
          />
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={update.isPending}
          onClick={() => save("", t("Invitation cancelled"))}
        >
          {!update.isPending && <Link2Off aria-hidden />}
          {t("Cancel invitation")}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username)
      save(
        username,
        t("Invitation sent: {name} shows as a Member once they confirm", { name: friend.name }),
      );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {t(
          "Is {name} on Vouch? Invite their username; once they confirm, you can introduce them directly.",
          { name: friend.name },
        )}
      </p>
      <Field label={t("Their Vouch username")} error={usernameError}>
        <Input
          value={username}
          onChange={(event) => {
            setUsername(normalizeUsernameInput(event.target.value));
            setUsernameError(undefined);
          }}
          placeholder={t("e.g. mayachen")}
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <SubmitButton
        variant="outline"
        className="justify-self-end"
        busy={update.isPending}
        disabled={!username}
      >
        {!update.isPending && <Link2 aria-hidden />}
        {t("Invite")}
      </SubmitButton>
    </form>
  );
}
