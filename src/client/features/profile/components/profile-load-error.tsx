import { RefreshCw, UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";

type ProfileLoadErrorProps = {
  notFound: boolean;
  message: string;
  retry: () => void;
  retrying: boolean;
};

/** 'Profile not found' when there is none; 'Failed to load profile' when it could not be read. */
export function ProfileLoadError({ notFound, message, retry, retrying }: ProfileLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="grid justify-items-center gap-3 py-10 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <UserX aria-hidden className="size-6" />
      </span>
      <h1 className="text-3xl font-semibold">
        {notFound ? t("Profile not found") : t("Failed to load profile")}
      </h1>
      <p className="max-w-sm text-muted-foreground">
        {notFound ? t("We couldn't find a profile for this account.") : message}
      </p>
      {!notFound && (
        <Button variant="outline" onClick={retry} loading={retrying}>
          <RefreshCw aria-hidden />
          {t("Try again")}
        </Button>
      )}
    </section>
  );
}
