import { Check, EyeOff, Eye, Send, Undo2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "@/shared/i18n/i18n";
import { Avatar } from "@/client/components/ui/avatar";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { errorMessage } from "@/client/lib/form-errors";
import { FRIEND_PROMPTS, friendPromptText, type FriendPromptId } from "@/shared/options";
import {
  useAboutMe,
  useAskFriendPrompt,
  useDecideWords,
  useWithdrawWords,
  type AboutMeItem,
} from "../api";

/**
 * The member's side of friends' words, on /profile: what linked friends wrote to approve, what
 * shows (to hide), what is hidden (to show again), and a prompt to ask a friend.
 */
export function WhatFriendsSay({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const about = useAboutMe();
  const items = about.data?.items ?? [];
  const of = (status: AboutMeItem["status"]) => items.filter((item) => item.status === status);

  return (
    <Card role="region" aria-labelledby="friends-say-title">
      <CardHeader>
        <CardTitle id="friends-say-title">{t("What friends say")}</CardTitle>
        <CardDescription>
          {t(
            "Friends on Vouch in your circle can vouch for you and answer a prompt about you. Nothing shows on your profile until you approve it.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {about.isPending ? (
          <div className="flex justify-center py-6 text-primary">
            <Spinner label={t("Loading what friends say")} className="size-6" />
          </div>
        ) : about.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-sm text-muted-foreground">
              {t("Failed to load data. {error}", { error: about.error.message })}
            </p>
            <Button size="sm" variant="outline" onClick={() => about.refetch()}>
              {t("Try again")}
            </Button>
          </div>
        ) : (
          <>
            <WordsGroup title={t("To approve")} items={of("pending")} firstName={firstName} />
            <WordsGroup title={t("On your profile")} items={of("approved")} firstName={firstName} />
            <WordsGroup title={t("Hidden")} items={of("hidden")} firstName={firstName} />
            <WordsGroup
              title={t("Asked, not answered yet")}
              items={of("asked")}
              firstName={firstName}
            />
            <AskFriend friends={about.data.friends} firstName={firstName} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function WordsGroup({
  title,
  items,
  firstName,
}: {
  title: string;
  items: AboutMeItem[];
  firstName: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul className="grid gap-3">
        {items.map((item) => (
          <WordsRow key={item.id} item={item} firstName={firstName} />
        ))}
      </ul>
    </section>
  );
}

function headline(t: TFunction, { kind, status, author }: AboutMeItem) {
  const who = author.firstName;
  if (status === "asked") return t("You asked {name} to answer a prompt", { name: who });
  if (status === "pending")
    return kind === "prompt"
      ? t("{name} answered a prompt about you", { name: who })
      : t("{name} wrote something about you", { name: who });
  return kind === "prompt"
    ? t("{name}'s answer", { name: who })
    : t("{name}'s words", { name: who });
}

function WordsRow({ item, firstName }: { item: AboutMeItem; firstName: string }) {
  const { t } = useTranslation();
  const decide = useDecideWords();
  const withdraw = useWithdrawWords();
  const who = item.author.firstName;
  const prompt = item.kind === "prompt";
  // A friend may have both written words and answered a prompt: each button names which it is.
  const subject = prompt ? t("{name}'s answer", { name: who }) : t("{name}'s words", { name: who });
  const act = (decision: "approve" | "hide") =>
    decide.mutateAsync({ id: item.id, decision }).then(
      () =>
        decision === "approve"
          ? toast.success(
              t("On your profile"),
              prompt
                ? t("{name}'s answer shows on your profile.", { name: who })
                : t("{name}'s words show on your profile.", { name: who }),
            )
          : toast.success(
              t("Hidden"),
              prompt
                ? t("{name}'s answer doesn't show on your profile.", { name: who })
                : t("{name}'s words don't show on your profile.", { name: who }),
            ),
      (error: unknown) => toast.error(t("Not changed"), errorMessage(error)),
    );
  const takeBack = () =>
    withdraw.mutateAsync(item.id).then(
      () => toast.success(t("Prompt taken back")),
      (error: unknown) => toast.error(t("Not changed"), errorMessage(error)),
    );
  const busy = decide.isPending ? decide.variables.decision : undefined;

  return (
    <li className="grid gap-3 rounded-2xl border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden className="contents">
          <Avatar name={who} photo={item.author.mainPhoto} />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-semibold">{headline(t, item)}</p>
          {item.prompt && (
            <p className="text-sm text-muted-foreground">
              {friendPromptText(item.prompt, firstName, t)}
            </p>
          )}
          {item.text && <p className="leading-relaxed break-words">“{item.text}”</p>}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {item.status === "asked" ? (
          <Button
            size="sm"
            variant="outline"
            onClick={takeBack}
            loading={withdraw.isPending}
            aria-label={t("Take back the prompt you asked {name}", { name: who })}
          >
            {!withdraw.isPending && <Undo2 aria-hidden />}
            {t("Take back")}
          </Button>
        ) : (
          <>
            {item.status !== "approved" && (
              <Button
                size="sm"
                onClick={() => act("approve")}
                loading={busy === "approve"}
                disabled={decide.isPending}
                aria-label={
                  item.status === "hidden"
                    ? t("Show {subject} again", { subject })
                    : t("Approve {subject}", { subject })
                }
              >
                {busy !== "approve" &&
                  (item.status === "hidden" ? <Eye aria-hidden /> : <Check aria-hidden />)}
                {item.status === "hidden" ? t("Show") : t("Approve")}
              </Button>
            )}
            {item.status !== "hidden" && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => act("hide")}
                loading={busy === "hide"}
                disabled={decide.isPending}
                aria-label={t("Hide {subject}", { subject })}
              >
                {busy !== "hide" && <EyeOff aria-hidden />}
                {t("Hide")}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

const promptOptions = (firstName: string) =>
  FRIEND_PROMPTS.map((p) => ({ value: p.id, label: friendPromptText(p.id, firstName) }));

function AskFriend({
  friends,
  firstName,
}: {
  friends: { friendId: string; firstName: string; asked: boolean }[];
  firstName: string;
}) {
  const { t } = useTranslation();
  const ask = useAskFriendPrompt();
  const open = friends.filter((f) => !f.asked);
  const [friendId, setFriendId] = useState<string>();
  const [prompt, setPrompt] = useState<FriendPromptId>();
  const [errors, setErrors] = useState<{ friend?: string; prompt?: string }>({});
  const chosen = open.find((f) => f.friendId === friendId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !prompt) {
      setErrors({
        friend: chosen ? undefined : t("Choose a friend"),
        prompt: prompt ? undefined : t("Choose a prompt"),
      });
      return;
    }
    setErrors({});
    ask.mutate(
      { friendId: chosen.friendId, prompt },
      {
        onSuccess: () => {
          toast.success(
            t("Asked"),
            t("{name} can answer it from their circle.", { name: chosen.firstName }),
          );
          setFriendId(undefined);
          setPrompt(undefined);
        },
        onError: (error) => toast.error(t("Not asked"), errorMessage(error)),
      },
    );
  };

  return (
    <section className="grid gap-3" aria-labelledby="ask-friend-title">
      <h3 id="ask-friend-title" className="text-base font-semibold">
        {t("Ask a friend for a prompt")}
      </h3>
      {friends.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t(
            "When a friend in your circle is on Vouch, you can ask them to answer a prompt about you, and they can vouch for you.",
          )}
        </p>
      ) : open.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("Each of your friends on Vouch has a prompt from you.")}
        </p>
      ) : (
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <p className="text-sm text-muted-foreground">
            {t("Once you approve their answer, it shows beside your own prompts, signed by them.")}
          </p>
          <Field label={t("Friend")} error={errors.friend}>
            <Select
              options={open.map((f) => ({ value: f.friendId, label: f.firstName }))}
              value={friendId}
              onValueChange={(value) => {
                setFriendId(value);
                setErrors((e) => ({ ...e, friend: undefined }));
              }}
              className="w-full min-w-0"
              placeholder={t("Choose a friend")}
            />
          </Field>
          <Field label={t("Prompt")} error={errors.prompt}>
            <Select
              options={promptOptions(firstName)}
              value={prompt}
              onValueChange={(value) => {
                setPrompt(value);
                setErrors((e) => ({ ...e, prompt: undefined }));
              }}
              className="w-full min-w-0"
              placeholder={t("Choose a prompt")}
            />
          </Field>
          <SubmitButton className="justify-self-start" busy={ask.isPending}>
            {!ask.isPending && <Send aria-hidden />}
            {chosen ? t("Ask {name}", { name: chosen.firstName }) : t("Ask them")}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
