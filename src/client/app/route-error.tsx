import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/client/components/ui/button";
import { PageShell } from "@/client/components/ui/page-shell";

/** Last line of defence: a page failed to load or threw while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PageShell width="narrow">
      <title>{t("Something went wrong · Vouch")}</title>
      <div role="alert" className="grid justify-items-center gap-4 py-12 text-center">
        <h1 className="text-4xl font-semibold">{t("Something went wrong")}</h1>
        <p className="text-muted-foreground">
          {t("This page didn't load as it should. Reloading usually helps.")}
        </p>
        {detail && <p className="text-xs break-all text-muted-foreground">{detail}</p>}
        <Button onClick={() => window.location.reload()}>{t("Reload the page")}</Button>
      </div>
    </PageShell>
  );
}
