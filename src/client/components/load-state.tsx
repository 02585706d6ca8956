import { useTranslation } from "react-i18next";
import { RefreshCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";

/** A list still loading: a labelled spinner, announced as a status. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-8 text-primary">
      <Spinner label={label} className="size-6" />
    </div>
  );
}

/** What didn't load, and the way to try again (busy while it does). */
export function LoadFailed({
  query,
}: {
  query: { error: Error; refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="text-muted-foreground">{query.error.message}</p>
      <Button variant="outline" onClick={() => query.refetch()} loading={query.isFetching}>
        <RefreshCw aria-hidden />
        {t("Try again")}
      </Button>
    </div>
  );
}
