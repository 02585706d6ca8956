import { Download } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useDownloadMyData } from "../api";

export function DownloadMyData() {
  const download = useDownloadMyData();
  return (
    <div className="grid gap-3">
      <p className="text-[0.95rem] text-muted-foreground">
        A file with everything Vouch holds about you: your profile, prompts and photos, circle and
        invite links, friends&apos; words and yours, suggestions, matches and the messages you sent,
        dates you shared, hearts, RSVPs, certifications, notifications and their settings, the
        reports you filed, and moderators&apos; decisions about you with your appeals.
      </p>
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        loading={download.isPending}
        loadingText="Preparing your file..."
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => toast.success("Your data is downloading"),
            onError: (error) => toast.error("We couldn't prepare your data", error.message),
          })
        }
      >
        <Download aria-hidden />
        Download my data
      </Button>
    </div>
  );
}
