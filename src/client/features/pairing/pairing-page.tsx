import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/client/lib/paths";
import { PAIRING_TAB } from "@/shared/app-paths";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { openingExploreTarget, usePairingLists, type ExploreTarget } from "./api";
import { ExploreTab } from "./components/explore-tab";
import { SuggestionsTab } from "./components/suggestions-tab";

type Tab = "explore" | "suggestions";

/** /pairing, 'Make a Match': ?tab=suggestions opens the Suggestions tab, ?member=… explores a member. */
export function PairingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab =
    params.get(PAIRING_TAB.param) === PAIRING_TAB.suggestions ? "suggestions" : "explore";
  const [target, setTarget] = useState<ExploreTarget>(() => openingExploreTarget(params));

  const changeTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "suggestions") updated.set(PAIRING_TAB.param, PAIRING_TAB.suggestions);
        else updated.delete(PAIRING_TAB.param);
        return updated;
      },
      { replace: true },
    );

  const showSomeoneElse = (shownId: string | undefined) => {
    setTarget((was) => ({ skip: shownId, verified: was.verified, draw: was.draw + 1 }));
    if (params.has("member")) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete("member");
          return updated;
        },
        { replace: true },
      );
    }
  };

  const openMember = (memberId: string) => {
    setTarget((was) => ({ member: memberId, verified: was.verified, draw: was.draw + 1 }));
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("member", memberId);
        return updated;
      },
      { replace: true },
    );
  };

  // The signed-in frame is a phone-width column; on a desktop Make a Match takes the header's
  // width, so the board and the carousel have room side by side.
  return (
    <div className="grid gap-6 lg:mx-[calc((100%_-_min(61rem,_100vw_-_3rem))_/_2)]">
      <title>{t("Make a Match · Vouch")}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden />
            {t("Back")}
          </Link>
        </Button>
      </div>
      <header>
        <h1 className="text-4xl font-semibold">{t("Make a Match")}</h1>
        <p className="mt-1.5 text-muted-foreground">
          {t("Pair your friends with another member's friends. Introductions by people, not code.")}
        </p>
      </header>
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label={t("Make a Match")}>
          <TabsTrigger value="explore">{t("Explore")}</TabsTrigger>
          <TabsTrigger value="suggestions">
            {t("Suggestions")}
            <WaitingCount />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="explore">
          <ExploreTab
            target={target}
            onShowSomeoneElse={showSomeoneElse}
            onOpenMember={openMember}
            onVerifiedOnly={(verified) => {
              setTarget((was) => ({ verified, draw: was.draw + 1 }));
              if (params.has("member")) showSomeoneElse(undefined);
            }}
          />
        </TabsContent>
        <TabsContent value="suggestions">
          <SuggestionsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** How many pairings wait for your answer, on the Suggestions tab. */
function WaitingCount() {
  const { t } = useTranslation();
  const lists = usePairingLists();
  const waiting = lists.data?.waitingForYou.total ?? 0;
  if (waiting === 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums">
      {waiting}
      <span className="sr-only"> {t("waiting for you")}</span>
    </span>
  );
}
