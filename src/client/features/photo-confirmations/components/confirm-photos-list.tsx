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
  const confirmable = useConfirmable();
  const members = confirmable.data?.members ?? [];
  if (members.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="confirm-photos-title">
      <CardHeader>
        <CardTitle id="confirm-photos-title">Confirm friends&apos; photos</CardTitle>
        <CardDescription>
          Met them at a Vouch event? Say their photos are really them. {CONFIRMATIONS_NEEDED}{" "}
          friends&apos; word makes them &ldquo;Confirmed by friends&rdquo;.
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
    <li className="grid gap-3 rounded-2xl border border-border p-3" aria-label={`${name}'s photos`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span aria-hidden className="contents">
          <Avatar name={name} photo={member.mainPhoto} />
        </span>
        <p className="flex-1 text-lg font-semibold break-words">{name}</p>
        {status === "confirmed" && (
          <Badge variant="success">
            <ShieldCheck aria-hidden />
            Confirmed by you
          </Badge>
        )}
      </div>

      {noPhotos ? (
        <p className="text-sm text-muted-foreground">{name} has no photos to confirm yet.</p>
      ) : !metAt ? (
        <p className="text-sm text-muted-foreground">{sayWith(t, confirmNeedsMeetingText(name))}</p>
      ) : (
        <>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              You both checked in at {metAt.title}, {formatEventTime(metAt.startsAt)}.
            </span>
          </p>
          {status === "outdated" && (
            <p className="text-sm">
              {name} changed their photos since you confirmed them: confirm the new ones if
              they&apos;re really {name}.
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
                    toast.success("Withdrawn", `Your confirmation no longer counts for ${name}.`),
                  onError: (error) => toast.error("Not withdrawn", errorMessage(error)),
                })
              }
            >
              {!withdraw.isPending && <Undo2 aria-hidden />}
              Withdraw confirmation
            </Button>
          ) : (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setAsking(true)}
            >
              <ShieldCheck aria-hidden />
              These photos are really {name}
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
  const confirm = useConfirmPhotos();
  const name = member.firstName;
  return (
    <Dialog open={open} onOpenChange={(next) => !confirm.isPending && onOpenChange(next)}>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>These photos are really {name}?</DialogTitle>
          <DialogDescription>
            Confirm only if you met {name} and every photo here is them. Your first name shows
            beside &ldquo;Confirmed by friends&rdquo; on their profile. If they change their photos,
            your confirmation stops counting.
          </DialogDescription>
        </DialogHeader>
        {open && gallery(member.photos, name)}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={confirm.isPending}
          >
            Cancel
          </Button>
          <Button
            loading={confirm.isPending}
            loadingText="Confirming..."
            onClick={() =>
              confirm.mutate(member.memberId, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast.success("Confirmed", `We'll let ${name} know.`);
                },
                onError: (error) => toast.error("Not confirmed", errorMessage(error)),
              })
            }
          >
            Yes, it&apos;s really {name}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
