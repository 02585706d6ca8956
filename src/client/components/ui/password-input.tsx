import { useTranslation } from "react-i18next";
import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { Input } from "./input";

/** A password field with a button that shows what was typed, for checking it on a phone. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={shown ? "text" : "password"} className={cn("pr-12", className)} />
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => setShown((now) => !now)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted-foreground transition-colors hover:text-foreground"
      >
        <Icon aria-hidden className="size-4" />
        {/* Named by its text, not aria-label: the field alone answers to the label "Password". */}
        <span className="sr-only">{t("Show password")}</span>
      </button>
    </div>
  );
}
