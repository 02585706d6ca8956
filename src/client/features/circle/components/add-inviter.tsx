import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { firstName } from "@/client/lib/first-name";
import { errorMessage } from "@/client/lib/form-errors";
import { paths } from "@/client/lib/paths";
import { CIRCLE_MAX, TRUST_DEFAULT } from "@/shared/constants";
import type { AcceptedInvite, Friend } from "@/shared/schemas/circle";
import { useAddFriend, useCreateCircle, type CircleFriend } from "../api";

/** What the invite page hands on after a link is accepted: who invited the member. */
export type AddInviterState = { addInviter?: AcceptedInvite["inviter"] };

/**
 * Right after joining from an invite link: add the inviter to the member's own circle in one
 * tap, as a friend on Vouch asked by username (they confirm). A first circle is made with them;
 * a circle with room gets them added; a full one says so.
 */
export function AddInviter({ friends }: { friends: CircleFriend[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const create = useCreateCircle();
  const add = useAddFriend();
  const inviter = (location.state as AddInviterState | null)?.addInviter;
  if (!inviter || friends.some((f) => f.invitedUsername === inviter.username)) return null;

  const name = firstName(inviter.name);
  const friend: Friend = {
    ...inviter,
    bio: "",
    relationshipStatus: "single",
    consent: true,
    trustLevel: TRUST_DEFAULT,
  };
  const done = () => {
    toast.success(
      t("{name} is in your circle", { name }),
      t("We've asked @{username} to confirm it's them.", { username: inviter.username }),
    );
    navigate(paths.circle, { replace: true, state: null });
  };
  const failed = (error: unknown) =>
    toast.error(t("Couldn't add {name}", { name }), errorMessage(error));
  // Awaited rather than mutate's callbacks: the circle's first friend takes onboarding on to
  // /circle, and the callbacks of a mutation whose screen has gone are never called.
  const onAdd = () =>
    (friends.length === 0
      ? create.mutateAsync({ friends: [friend] })
      : add.mutateAsync(friend)
    ).then(done, failed);
  const full = friends.length >= CIRCLE_MAX;

  return (
    <section
      aria-label={t("Add {name} to your circle", { name })}
      className="grid gap-3 rounded-card border border-border bg-surface p-4"
    >
      <p>
        <span className="font-semibold">{t("{name} invited you.", { name })}</span>{" "}
        {full
          ? t("Your circle has its {max} friends: remove one to add {name}.", {
              max: CIRCLE_MAX,
              name,
            })
          : t("Add {name} to your own circle, so you can introduce each other.", { name })}
      </p>
      {!full && (
        <Button
          className="justify-self-start"
          onClick={onAdd}
          loading={create.isPending || add.isPending}
          loadingText={t("Adding…")}
        >
          <UserPlus aria-hidden />
          {t("Add {name} to my circle", { name })}
        </Button>
      )}
    </section>
  );
}
