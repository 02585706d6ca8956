import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useDownloadMyData } from "../api";

export function DownloadMyData() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  return (
    <div className="grid gap-3">
      <p className="text-[0.95rem] text-muted-foreground">
        {t(
          "A file with everything Vouch holds about you: your profile, prompts and photos, circle and invite links, friends' words and yours, suggestions, matches and the messages you sent, dates you shared, hearts, RSVPs, certifications, notifications and their settings, the reports you filed, and moderators' decisions about you with your appeals.",
        )}
      </p>
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        loading={download.isPending}
        loadingText={t("Preparing your file...")}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => toast.success(t("Your data is downloading")),
            onError: (error) => toast.error(t("We couldn't prepare your data"), error.message),
          })
        }
      >
        <Download aria-hidden />
        {t("Download my data")}
      </Button>
    </div>
  );
}
