import { Copy, Mail, MessageCircle, Send, Smartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";
import { Button, buttonClasses } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { firstName } from "@/client/lib/first-name";
import { errorMessage } from "@/client/lib/form-errors";

import { INVITE_LINK_DAYS } from "@/shared/constants";
import { useCreateInviteLink, useRevokeInviteLink, type CircleFriend } from "../api";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an invite link stands: joined, expired, opened, or sent with days left; null: none. */
function inviteState(link: CircleFriend["inviteLink"], now = Date.now()) {
  if (!link) return null;
  if (link.state === "joined") return { kind: "joined" } as const;
  const left = new Date(link.expiresAt).getTime() - now;
  if (left <= 0) return { kind: "expired" } as const;
  if (link.state === "opened") return { kind: "opened" } as const;
  return { kind: "sent", days: Math.ceil(left / DAY_MS) } as const;
}

/** "Invite sent · expires in 6 days", "Opened", "Joined", "Invite expired", or nothing. */
export function inviteStatus(link: CircleFriend["inviteLink"], now = Date.now()): string | null {
  const state = inviteState(link, now);
  if (!state) return null;
  if (state.kind === "joined") return i18n.t("Joined");
  if (state.kind === "expired") return i18n.t("Invite expired");
  if (state.kind === "opened") return i18n.t("Opened");
  return i18n.t(
    "{days, plural, one {Invite sent · expires in # day} other {Invite sent · expires in # days}}",
    { days: state.days },
  );
}

function shareText(name: string, url: string) {
  return i18n.t(
    "{name}, I'd like you in my circle on Vouch: friends who introduce friends. {url}",
    {
      name,
      url,
    },
  );
}

/** Under a friend not on Vouch: invite them with a link, see where it stands, revoke it. */
export function InviteFriend({ friend }: { friend: CircleFriend }) {
  const { t } = useTranslation();
  const create = useCreateInviteLink();
  const revoke = useRevokeInviteLink();
  const [shared, setShared] = useState<{ url: string } | null>(null);
  const name = firstName(friend.name);
  const status = inviteStatus(friend.inviteLink);
  const state = inviteState(friend.inviteLink)?.kind;
  const joined = state === "joined";
  const live = friend.inviteLink && state !== "expired" && !joined;

  // A friend on Vouch, or one already asked by username, has nothing to gain from a link.
  const offer = !friend.isMember && !friend.invitedUsername;
  if (!offer && !live && !joined) return null;

  const invite = async () => {
    let url: string;
    try {
      url = (await create.mutateAsync(friend.id)).url;
    } catch (error) {
      toast.error(t("Couldn't create the link"), errorMessage(error));
      return;
    }
    const text = shareText(name, url);
    // A phone's own share sheet when there is one; elsewhere our dialog.
    if (typeof navigator.share === "function" && matchMedia("(pointer: coarse)").matches) {
      try {
        await navigator.share({ title: t("Join my circle on Vouch"), text, url });
        return;
      } catch {
        // Dismissed or refused: the dialog still offers the link.
      }
    }
    setShared({ url });
  };

  const onRevoke = () =>
    revoke.mutate(friend.id, {
      onSuccess: () =>
        toast.success(t("Invite revoked"), t("The link to {name} no longer works.", { name })),
      onError: (error) => toast.error(t("Couldn't revoke"), errorMessage(error)),
    });

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 px-1">
      {status && (
        <p className="text-sm text-muted-foreground" data-testid="invite-status">
          {status}
        </p>
      )}
      {offer && (
        <Button size="sm" variant="outline" onClick={invite} loading={create.isPending}>
          <Send aria-hidden />
          {friend.inviteLink && live
            ? t("New link for {name}", { name })
            : t("Invite {name}", { name })}
        </Button>
      )}
      {live && (
        <Button
          size="sm"
          variant="ghost"
          onClick={onRevoke}
          loading={revoke.isPending}
          aria-label={t("Revoke the invite to {name}", { name })}
        >
          {t("Revoke")}
        </Button>
      )}
      <ShareDialog
        name={name}
        url={shared?.url ?? ""}
        open={Boolean(shared)}
        onClose={() => setShared(null)}
      />
    </div>
  );
}

function ShareDialog({
  name,
  url,
  open,
  onClose,
}: {
  name: string;
  url: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = encodeURIComponent(shareText(name, url));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("Link copied"), t("Send it to {name}.", { name }));
    } catch {
      toast.error(t("Couldn't copy"), t("Select the link and copy it yourself."));
    }
  };
  const link = buttonClasses("outline", "md");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Invite {name}", { name })}</DialogTitle>
          <DialogDescription>
            {t("Send {name} this link. It works once, for {days} days.", {
              name,
              days: INVITE_LINK_DAYS,
            })}
          </DialogDescription>
        </DialogHeader>
        <input
          readOnly
          value={url}
          aria-label={t("Invite link")}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-input bg-muted px-3 py-2 text-sm"
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="primary" onClick={copy}>
            <Copy aria-hidden />
            {t("Copy link")}
          </Button>
          <a className={link} href={`sms:?&body=${text}`}>
            <Smartphone aria-hidden />
            SMS
          </a>
          <a className={link} href={`https://wa.me/?text=${text}`} target="_blank" rel="noreferrer">
            <MessageCircle aria-hidden />
            WhatsApp
          </a>
          <a
            className={link}
            href={`mailto:?subject=${encodeURIComponent(t("Join my circle on Vouch"))}&body=${text}`}
          >
            <Mail aria-hidden />
            {t("Email")}
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
