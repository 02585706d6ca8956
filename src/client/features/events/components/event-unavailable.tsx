import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { DialogTitle } from "@/client/components/ui/dialog";

/** The event asked for doesn't exist (mistyped, or taken down): back to the list. */
export function EventUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <DialogTitle>{t("This event isn't available")}</DialogTitle>
      <p className="text-muted-foreground">
        {t(
          "The link may be mistyped, or the event was taken down. The events that are on are listed on this page.",
        )}
      </p>
      <Button variant="outline" onClick={onClose}>
        <ArrowLeft aria-hidden />
        {t("Back to events")}
      </Button>
    </div>
  );
}
