import { useTranslation } from "react-i18next";
import { CalendarCheck, ShieldCheck, Undo2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Avatar } from "@/client/components/ui/avatar";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { errorMessage } from "@/client/lib/form-errors";
import { CONFIRMATIONS_NEEDED } from "@/shared/constants";
import { formatEventTime } from "@/shared/event-time";
import type { Photo } from "@/shared/schemas/photos";
import { confirmNeedsMeetingText } from "@/shared/texts";
import { sayWith } from "@/shared/message";
import {
  useConfirmable,
  useConfirmPhotos,
  useWithdrawConfirmation,
  type ConfirmableMember,
} from "../api";

type Gallery = (photos: Photo[], name: string) => ReactNode;

/**
 * The friend's side, on /circle: members whose circles list them, whose photos they may confirm
 * once both checked in at the same Vouch event. `gallery` draws a member's photos (the page passes
 * the photos feature's).
 */
export function ConfirmPhotosList({ gallery }: { gallery: Gallery }) {
  const { t } = useTranslation();
  const confirmable = useConfirmable();
  const members = confirmable.data?.members ?? [];
  if (members.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="confirm-photos-title">
      <CardHeader>
        <CardTitle id="confirm-photos-title">{t("Confirm friends' photos")}</CardTitle>
        <CardDescription>
          {t(
            "Met them at a Vouch event? Say their photos are really them. {count} friends' word makes them “Confirmed by friends”.",
            { count: CONFIRMATIONS_NEEDED },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-5">
          {members.map((member) => (
            <ConfirmMember key={member.memberId} member={member} gallery={gallery} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ConfirmMember({ member, gallery }: { member: ConfirmableMember; gallery: Gallery }) {
  const { t } = useTranslation();
  const { firstName: name, metAt, status } = member;
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawConfirmation();
  const noPhotos = member.photos.length === 0;

  return (
    <li
      className="grid gap-3 rounded-2xl border border-border p-3"
      aria-label={t("{name}'s photos", { name })}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span aria-hidden className="contents">
          <Avatar name={name} photo={member.mainPhoto} />
        </span>
        <p className="flex-1 text-lg font-semibold break-words">{name}</p>
        {status === "confirmed" && (
          <Badge variant="success">
            <ShieldCheck aria-hidden />
            {t("Confirmed by you")}
          </Badge>
        )}
      </div>

      {noPhotos ? (
        <p className="text-sm text-muted-foreground">
          {t("{name} has no photos to confirm yet.", { name })}
        </p>
      ) : !metAt ? (
        <p className="text-sm text-muted-foreground">{sayWith(t, confirmNeedsMeetingText(name))}</p>
      ) : (
        <>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {t("You both checked in at {event}, {when}.", {
                event: metAt.title,
                when: formatEventTime(metAt.startsAt),
              })}
            </span>
          </p>
          {status === "outdated" && (
            <p className="text-sm">
              {t(
                "{name} changed their photos since you confirmed them: confirm the new ones if they're really {name}.",
                { name },
              )}
            </p>
          )}
          {status === "confirmed" ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-end"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(member.memberId, {
                  onSuccess: () =>
                    toast.success(
                      t("Withdrawn"),
                      t("Your confirmation no longer counts for {name}.", { name }),
                    ),
                  onError: (error) => toast.error(t("Not withdrawn"), errorMessage(error)),
                })
              }
            >
              {!withdraw.isPending && <Undo2 aria-hidden />}
              {t("Withdraw confirmation")}
            </Button>
          ) : (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setAsking(true)}
            >
              <ShieldCheck aria-hidden />
              {t("These photos are really {name}", { name })}
            </Button>
          )}
        </>
      )}
      <ConfirmStep member={member} open={asking} onOpenChange={setAsking} gallery={gallery} />
    </li>
  );
}

/** The confirmation step: the photos as they are now, and the friend's word for them. */
function ConfirmStep({
  member,
  open,
  onOpenChange,
  gallery,
}: {
  member: ConfirmableMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gallery: Gallery;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmPhotos();
  const name = member.firstName;
  return (
    <Dialog open={open} onOpenChange={(next) => !confirm.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t("Close")}>
        <DialogHeader>
          <DialogTitle>{t("These photos are really {name}?", { name })}</DialogTitle>
          <DialogDescription>
            {t(
              "Confirm only if you met {name} and every photo here is them. Your first name shows beside “Confirmed by friends” on their profile. If they change their photos, your confirmation stops counting.",
              { name },
            )}
          </DialogDescription>
        </DialogHeader>
        {open && gallery(member.photos, name)}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={confirm.isPending}
          >
            {t("Cancel")}
          </Button>
          <Button
            loading={confirm.isPending}
            loadingText={t("Confirming...")}
            onClick={() =>
              confirm.mutate(member.memberId, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast.success(t("Confirmed"), t("We'll let {name} know.", { name }));
                },
                onError: (error) => toast.error(t("Not confirmed"), errorMessage(error)),
              })
            }
          >
            {t("Yes, it's really {name}", { name })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
