import { useTranslation } from "react-i18next";
import { RefreshCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { DialogTitle } from "@/client/components/ui/dialog";

type EventLoadFailedProps = { message: string; retrying: boolean; onRetry: () => void };

/** The event couldn't be loaded (the network, the server): why, and another try. */
export function EventLoadFailed({ message, retrying, onRetry }: EventLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <DialogTitle>{t("We couldn't load this event")}</DialogTitle>
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        <RefreshCw aria-hidden />
        {t("Try again")}
      </Button>
    </div>
  );
}
