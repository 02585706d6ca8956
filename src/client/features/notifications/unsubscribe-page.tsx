import { Link, useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { PageShell } from "@/client/components/ui/page-shell";
import { paths } from "@/client/lib/paths";
import { NOTIFICATION_KIND_LABELS } from "@/shared/notification-text";
import { useUnsubscribe } from "./api";
import { Trans, useTranslation } from "react-i18next";

/**
 * Where a notification mail's "Stop these emails" link opens, signed in or not. It asks first: a
 * mail scanner that opens every link must not turn anyone's mail off.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const { t } = useTranslation();

  return (
    <PageShell width="narrow" className="sm:pt-10">
      <title>{t("Stop these emails · Vouch")}</title>
      <h1 className="mb-7 text-center text-4xl font-semibold sm:text-5xl">
        {t("Stop these emails")}
      </h1>
      <Card>
        <CardContent className="grid justify-items-center gap-4 text-center">
          {unsubscribe.isSuccess ? (
            <div role="status" className="grid gap-2">
              <p>{t("You won't get these by email any more:")}</p>
              <ul className="font-medium">
                {unsubscribe.data.kinds.map((kind) => (
                  <li key={kind}>{NOTIFICATION_KIND_LABELS[kind]}</li>
                ))}
              </ul>
              <p className="text-muted-foreground">
                <Trans
                  i18nKey="The bell in Vouch still shows them. Change this any time in <settings>Settings</settings>."
                  components={{ settings: <Link className="underline" to={paths.settings} /> }}
                />
              </p>
            </div>
          ) : !token || unsubscribe.isError ? (
            <div role="alert" className="grid gap-2">
              <p>
                {unsubscribe.error?.message ??
                  t("This link is incomplete. Open the link from the email again.")}
              </p>
              <p className="text-muted-foreground">
                <Trans
                  i18nKey="You can choose what reaches you in <settings>Settings</settings>."
                  components={{ settings: <Link className="underline" to={paths.settings} /> }}
                />
              </p>
            </div>
          ) : (
            <>
              <p>
                {t("Stop the emails this link is for? The bell in Vouch will still show them.")}
              </p>
              <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                {t("Stop these emails")}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </PageShell>
  );
}
