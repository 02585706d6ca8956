import { useTranslation } from "react-i18next";
import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { heartsText } from "@/shared/texts";
import { ApiError } from "@/client/lib/api";
import { CHECK_IN_CODE_LENGTH } from "@/shared/constants";
import { useCheckIn, type EventDetail } from "../api";
import { CHECK_IN_CODE_PARAM } from "@/shared/app-paths";
import { useSearchParams } from "react-router";

/** Check-in with the code shown at the venue (filled in when the door's QR code opened it). */
export function CheckInForm({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  // The door's QR code opens this with the code filled: the member only confirms.
  const [params] = useSearchParams();
  const [code, setCode] = useState(() =>
    (params.get(CHECK_IN_CODE_PARAM) ?? "").toUpperCase().slice(0, CHECK_IN_CODE_LENGTH),
  );
  const [error, setError] = useState<string | undefined>();
  const checkIn = useCheckIn(event.id);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    checkIn.mutate(
      { code },
      {
        onSuccess: ({ refunded, event: now }) =>
          toast.success(
            now.table
              ? t("You're checked in! Table {number}", { number: now.table.number })
              : t("You're checked in!"),
            refunded > 0
              ? t("Your {deposit} deposit is back.", { deposit: heartsText(t, refunded) })
              : t("Have a lovely evening."),
          ),
        onError: (err) => {
          const message =
            err instanceof ApiError && err.code === "wrong_check_in_code"
              ? t("That code doesn't match. Check the code shown at the venue.")
              : err.message;
          setError(message);
          toast.error(t("Check-in failed"), message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Field
        label={t("Check-in code")}
        hint={t("The {length}-character code shown at the venue.", {
          length: CHECK_IN_CODE_LENGTH,
        })}
        error={error}
      >
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={CHECK_IN_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-[0.3em] uppercase"
        />
      </Field>
      <SubmitButton
        disabled={code.trim().length !== CHECK_IN_CODE_LENGTH}
        busy={checkIn.isPending}
        loadingText={t("Checking in…")}
      >
        <CheckCircle2 aria-hidden />
        {t("Check in")}
      </SubmitButton>
    </form>
  );
}
