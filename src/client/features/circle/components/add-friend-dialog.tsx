import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast, useFormToast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";
import { CIRCLE_MAX } from "@/shared/constants";
import type { Friend, FriendInput } from "@/shared/schemas/circle";
import { useAddFriend } from "../api";
import { emptyFriend, FRIEND_FIELDS, FriendFields } from "./friend-fields";

type AddFriendDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  circleSize: number;
};

/** The onboarding card's form, for one more friend while the circle has fewer than 5. */
export function AddFriendDialog({ open, onOpenChange, circleSize }: AddFriendDialogProps) {
  const { t } = useTranslation();
  const addFriend = useAddFriend();
  const form = useCheckedForm<FriendInput, Friend>({
    check: () => import("@/shared/schemas/circle").then((m) => m.friendSchema),
    defaultValues: emptyFriend(),
  });

  const formToast = useFormToast();

  const close = (next: boolean) => {
    if (addFriend.isPending) return;
    onOpenChange(next);
    if (!next) form.reset(emptyFriend());
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      addFriend.mutate(values, {
        onSuccess: ({ friend }) => {
          formToast.clear();
          toast.success(
            t("Friend added"),
            friend.invitedUsername
              ? t("{name} is in your circle. We've asked @{username} to confirm it's them.", {
                  name: friend.name,
                  username: friend.invitedUsername,
                })
              : t("{name} is now part of your circle.", { name: friend.name }),
          );
          close(false);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FRIEND_FIELDS);
          formToast.error(t("Error"), error.message);
        },
      }),
    () =>
      formToast.error(
        t("Missing information"),
        t("Your friend needs a name, gender/pronouns and sexuality."),
      ),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Add a friend")}</DialogTitle>
          <DialogDescription>
            {t("Someone who knows you well. Friend {number} of {max}.", {
              number: circleSize + 1,
              max: CIRCLE_MAX,
            })}
          </DialogDescription>
        </DialogHeader>
        <form {...form.formProps(onSubmit)} className="grid gap-5" aria-label={t("Add a friend")}>
          <FriendFields
            control={form.control}
            path={(field) => field}
            disabled={addFriend.isPending}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={addFriend.isPending}>
              {t("Cancel")}
            </Button>
            <SubmitButton
              control={form.control}
              busy={addFriend.isPending}
              loadingText={t("Adding...")}
            >
              {t("Add to Circle")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
