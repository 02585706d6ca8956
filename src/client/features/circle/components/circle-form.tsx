import { Plus, X } from "lucide-react";
import { useFieldArray, type FieldErrors, type Path } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { i18n } from "@/shared/i18n/i18n";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { toast, useFormToast, type FormToast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { useCreateCircle, type CircleFriend } from "../api";
import { emptyFriend, FRIEND_FIELDS, FriendFields } from "./friend-fields";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { CIRCLE_MAX } from "@/shared/constants";
import {
  createCircleSchema,
  type CreateCircle,
  type CreateCircleInput,
} from "@/shared/schemas/circle";
import { CIRCLE_SIZE_MESSAGE } from "@/shared/texts";

/** Which toast a refused form earns: when no card is complete there is no circle to create. */
function invalidToast(
  formToast: FormToast,
  errors: FieldErrors<CreateCircleInput>,
  friendCount: number,
) {
  const list = errors.friends;
  const noCompleteFriend = Array.from({ length: friendCount }, (_, i) => list?.[i]).every(
    (e) => e?.name || e?.gender || e?.sexuality,
  );
  if (list?.message || list?.root || noCompleteFriend) {
    formToast.error(i18n.t("Invalid circle"), CIRCLE_SIZE_MESSAGE);
  } else {
    formToast.error(
      i18n.t("Missing information"),
      i18n.t("Each friend needs a name, gender/pronouns and sexuality."),
    );
  }
}

type CircleFormProps = {
  /** The member had friends before this form was used. */
  hasCircle: boolean;
  /** Called with the new circle instead of going home, when some of it isn't on Vouch yet. */
  onCreated?: (notOnVouch: CircleFriend[]) => void;
};

export function CircleForm({ hasCircle, onCreated }: CircleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createCircle = useCreateCircle();
  const formToast = useFormToast();
  const form = useCheckedForm<CreateCircleInput, CreateCircle>({
    eagerCheck: createCircleSchema,
    defaultValues: { friends: [emptyFriend()] },
  });
  const friends = useFieldArray({ control: form.control, name: "friends" });
  const count = friends.fields.length;
  const busy = createCircle.isPending || createCircle.isSuccess;

  // Onboarding makes the first circle; one that exists is managed on /circle. Once this form has
  // been submitted, the circle it made must not send the member there instead of /home.
  if (hasCircle && createCircle.isIdle) return <Navigate to={paths.circle} replace />;

  const onSubmit = form.handleSubmit(
    (values) =>
      createCircle.mutate(values, {
        onSuccess: ({ friends: created }) => {
          formToast.clear();
          toast.success(t("Circle created!"), t("Your friends are now part of the product."));
          const notOnVouch = created.filter((friend) => !friend.isMember);
          if (onCreated && notOnVouch.length > 0) onCreated(notOnVouch);
          else navigate(paths.home, { replace: true });
        },
        onError: (error) => {
          const names = friends.fields.flatMap((_, i) =>
            FRIEND_FIELDS.map((f) => `friends.${i}.${f}` as Path<CreateCircleInput>),
          );
          applyServerFieldErrors(error, form.setError, names);
          formToast.error(t("Error"), error.message);
        },
      }),
    (errors) => invalidToast(formToast, errors, count),
  );

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-5" aria-label={t("Your circle")}>
      <ol className="grid gap-5">
        {friends.fields.map((item, index) => (
          <li key={item.id}>
            <Card>
              <CardContent className="grid gap-4">
                <div className="flex items-center justify-between gap-3">
                  <h2 className="text-xl font-semibold">
                    {t("Friend {number}", { number: index + 1 })}
                  </h2>
                  {count > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="-mr-2 text-muted-foreground"
                      onClick={() => friends.remove(index)}
                      disabled={busy}
                      aria-label={t("Remove Friend {number}", { number: index + 1 })}
                    >
                      <X aria-hidden />
                      {t("Remove")}
                    </Button>
                  )}
                </div>
                <FriendFields
                  control={form.control}
                  path={(field) => `friends.${index}.${field}` as const}
                  disabled={busy}
                />
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>

      {count < CIRCLE_MAX && (
        <Button
          variant="outline"
          className="w-full border-dashed"
          onClick={() => friends.append(emptyFriend(), { focusName: `friends.${count}.name` })}
          disabled={busy}
        >
          <Plus aria-hidden />
          {t("Add Friend ({count}/{max})", { count, max: CIRCLE_MAX })}
        </Button>
      )}

      <SubmitButton
        size="lg"
        className="w-full"
        disabled={count === 0}
        busy={busy}
        loadingText={t("Creating...")}
      >
        {t("Create Your Circle")}
      </SubmitButton>
    </form>
  );
}
