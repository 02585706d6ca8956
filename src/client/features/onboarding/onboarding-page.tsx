import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { Card, CardContent } from "@/client/components/ui/card";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  AddInviter,
  CircleForm,
  InviteStep,
  useCircle,
  type CircleFriend,
} from "@/client/features/circle";
import { PhotoManager } from "@/client/features/photos";
import { paths } from "@/client/lib/paths";

export function OnboardingPage() {
  const { t } = useTranslation();
  const circle = useCircle();
  const navigate = useNavigate();
  // The friends of the circle just made who aren't on Vouch yet: offered their invites next.
  const [toInvite, setToInvite] = useState<CircleFriend[] | null>(null);

  return (
    <div className="mx-auto grid max-w-xl gap-7">
      <title>{t("Welcome to Vouch")}</title>
      <header className="text-center">
        <h1 className="text-4xl font-semibold text-balance sm:text-5xl">{t("Welcome to Vouch")}</h1>
        <p className="mt-3 font-serif text-lg text-balance text-accent-foreground italic">
          {t("Start by inviting five friends who know you best.")}
        </p>
      </header>
      {circle.isPending ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner label={t("Loading your circle")} className="size-7" />
        </div>
      ) : circle.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-8 text-center">
          <p className="text-muted-foreground">{circle.error.message}</p>
          <Button variant="outline" onClick={() => circle.refetch()} loading={circle.isFetching}>
            {t("Try again")}
          </Button>
        </div>
      ) : toInvite ? (
        <InviteStep
          friends={toInvite.map((made) => circle.data.find((f) => f.id === made.id) ?? made)}
          onDone={() => navigate(paths.home, { replace: true })}
        />
      ) : (
        <>
          <AddInviter friends={circle.data} />
          {/* Strongly encouraged, never required: the circle below is what onboarding needs. */}
          <Card>
            <CardContent className="grid gap-2">
              <PhotoManager />
              <p className="text-xs text-muted-foreground">
                {t("Optional: you can skip this and add photos later from Edit Profile.")}
              </p>
            </CardContent>
          </Card>
          <CircleForm hasCircle={circle.data.length > 0} onCreated={setToInvite} />
        </>
      )}
    </div>
  );
}
