import { AtSign, Lock, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";

const comingSoon = () => toast.info(i18n.t("Contact sync will be available soon"));

/** Ways to find friends that are not built yet: quiet, and saying so, so they never pass for the
 * page's main action. */
export function ContactSync() {
  const { t } = useTranslation();
  return (
    <section aria-label={t("Find friends")} className="grid justify-items-center gap-1">
      <div className="flex flex-wrap justify-center gap-x-1">
        <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={comingSoon}>
          <Smartphone aria-hidden />
          {t("Sync Phone Contacts")}
          <SoonMark />
        </Button>
        <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={comingSoon}>
          <AtSign aria-hidden />
          {t("Import from Instagram")}
          <SoonMark />
        </Button>
      </div>
      <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
        <Lock aria-hidden className="size-3 shrink-0" />
        {t("Contacts are private until you opt them into your circle")}
      </p>
    </section>
  );
}

function SoonMark() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-muted px-1.5 py-0.5 text-[0.7rem] leading-none font-medium">
      <span className="sr-only">, </span>
      {t("coming soon")}
    </span>
  );
}
