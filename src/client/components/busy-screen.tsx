import { useTranslation } from "react-i18next";
import { Spinner } from "./ui/spinner";

/** Full-height placeholder while the session or a page's code loads. */
export function BusyScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner label={label ?? t("Loading")} className="size-7" />
    </div>
  );
}
