import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { PairingLists, PairingSection } from "@/shared/schemas/pairing";
import { usePairingLists } from "../api";
import { PairingCard } from "./pairing-card";

/** Waiting for You, Pending and Succeed; past answers tucked away below. */
export function SuggestionsTab() {
  const { t } = useTranslation();
  const lists = usePairingLists();

  if (lists.isPending) {
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner label={t("Loading suggestions")} className="size-7" />
      </div>
    );
  }
  if (lists.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="font-medium">{t("Failed to load suggestions")}</p>
        <p className="text-sm text-muted-foreground">{lists.error.message}</p>
        <Button variant="outline" onClick={() => lists.refetch()} loading={lists.isFetching}>
          {t("Try again")}
        </Button>
      </div>
    );
  }
  return <Sections lists={lists.data} />;
}

function Sections({ lists }: { lists: PairingLists }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <Section
        title={t("Waiting for You")}
        section={lists.waitingForYou}
        empty={t(
          "Nothing waiting for you. When someone pairs one of your friends, you decide here.",
        )}
      />
      <Section
        title={t("Pending")}
        section={lists.pending}
        empty={t("No pending suggestions. Pair two friends on Explore.")}
      />
      <Section
        title={t("Succeed")}
        section={lists.succeeded}
        empty={t("No successful suggestions yet. Approved and matched pairings show up here.")}
      />
      {lists.history.total > 0 && (
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full py-1 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <ChevronDown
              aria-hidden
              className="size-5 transition-transform group-open:rotate-180"
            />
            {t("Past answers ({count})", { count: lists.history.total })}
          </summary>
          <div className="mt-3">
            <Items section={lists.history} />
          </div>
        </details>
      )}
    </div>
  );
}

function Section({
  title,
  section,
  empty,
}: {
  title: string;
  section: PairingSection;
  empty: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h3 className="text-lg font-semibold">
        {title} ({section.total})
      </h3>
      {section.total === 0 ? (
        <p className="rounded-card border border-dashed border-border px-4 py-5 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <Items section={section} />
      )}
    </section>
  );
}

function Items({ section }: { section: PairingSection }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {section.items.map((pairing) => (
        <li key={pairing.id}>
          <PairingCard pairing={pairing} />
        </li>
      ))}
      {section.total > section.items.length && (
        <li className="text-center text-sm text-muted-foreground">
          {t("Showing the newest {shown} of {total}.", {
            shown: section.items.length,
            total: section.total,
          })}
        </li>
      )}
    </ul>
  );
}
