import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";
import { useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { nextPathFrom } from "@/client/lib/next-path";
import { useSignInOptions, useStartGoogle } from "../api";

const notSetUp = () =>
  toast.info(
    i18n.t("Google sign-in isn't set up yet"),
    i18n.t("Please sign in with your email and password for now."),
  );

export function GoogleSignInButton() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const options = useSignInOptions();
  const start = useStartGoogle("sign-in");

  const onClick = async () => {
    const google = options.data?.google ?? (await options.refetch()).data?.google;
    if (google === undefined) {
      toast.error(t("Error"), t("Vouch can't be reached right now. Please try again."));
      return;
    }
    if (!google) return notSetUp();
    start.mutate(
      { next: nextPathFrom(searchParams) ?? undefined },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => toast.error(t("Error"), error.message),
      },
    );
  };

  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={onClick}
      // Stay busy after success: the browser is on its way to Google.
      loading={start.isPending || start.isSuccess}
      loadingText={t("Opening Google…")}
    >
      <GoogleMark />
      {t("Continue with Google")}
    </Button>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.87c2.26-2.09 3.57-5.17 3.57-8.81Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.9l-3.87-3c-1.08.72-2.45 1.15-4.07 1.15-3.13 0-5.78-2.11-6.73-4.95H1.27v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.27 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.75c1.76 0 3.35.61 4.6 1.8l3.43-3.43A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.27 6.6l4 3.1C6.22 6.86 8.87 4.75 12 4.75Z"
      />
    </svg>
  );
}
