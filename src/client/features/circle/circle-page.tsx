import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { VouchForList } from "@/client/features/endorsements";
import { ConfirmPhotosList } from "@/client/features/photo-confirmations";
import { MemberGallery } from "@/client/features/photos";
import { paths } from "@/client/lib/paths";
import { BackLink } from "@/client/components/back-link";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { CIRCLE_MAX } from "@/shared/constants";
import { useCircle, type CircleFriend } from "./api";
import { AddFriendDialog } from "./components/add-friend-dialog";
import { AddInviter } from "./components/add-inviter";
import { CircleInvitations } from "./components/circle-invitations";
import { ContactSync } from "./components/contact-sync";
import { FriendCard } from "./components/friend-card";
import { FriendSheet } from "./components/friend-sheet";
import { InviteFriend } from "./components/invite-friend";

export function CirclePage() {
  const { t } = useTranslation();
  const circle = useCircle();

  return (
    <div className="grid gap-6">
      <title>{t("Your Circle · Vouch")}</title>
      <BackLink />
      <header>
        <h1 className="text-4xl font-semibold">{t("Your Circle")}</h1>
        <p className="mt-1.5 text-muted-foreground">
          {circle.data?.length
            ? t("{count} of {max} friends who know you best. Tap one for details.", {
                count: circle.data.length,
                max: CIRCLE_MAX,
              })
            : t("The friends who know you best, and who make your introductions.")}
        </p>
      </header>
      <CircleInvitations />
      {circle.isPending ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner label={t("Loading your circle")} className="size-7" />
        </div>
      ) : circle.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
          <p className="text-muted-foreground">
            {t("Failed to load data. {error}", { error: circle.error.message })}
          </p>
          <Button variant="outline" onClick={() => circle.refetch()} loading={circle.isFetching}>
            {t("Try again")}
          </Button>
        </div>
      ) : circle.data.length === 0 ? (
        <EmptyCircle />
      ) : (
        <>
          <AddInviter friends={circle.data} />
          <CircleList friends={circle.data} />
        </>
      )}
      <VouchForList />
      <ConfirmPhotosList
        gallery={(photos, name) => <MemberGallery photos={photos} name={name} />}
      />
      <ContactSync />
    </div>
  );
}

function CircleList({ friends }: { friends: CircleFriend[] }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string>();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(() => params.has("add") && friends.length < CIRCLE_MAX);
  const selected = friends.find((f) => f.id === selectedId);

  return (
    <section aria-label={t("Friends in your circle")} className="grid gap-4">
      <ul className="grid gap-3">
        {friends.map((friend) => (
          <li key={friend.id}>
            <FriendCard
              friend={friend}
              onOpen={() => {
                setSelectedId(friend.id);
                setSheetOpen(true);
              }}
            />
            <InviteFriend friend={friend} />
          </li>
        ))}
      </ul>
      {friends.length < CIRCLE_MAX && (
        <Button variant="outline" className="w-full border-dashed" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden />
          {t("Add Friend ({count}/{max})", { count: friends.length, max: CIRCLE_MAX })}
        </Button>
      )}
      <FriendSheet
        friend={selected}
        open={sheetOpen}
        circleSize={friends.length}
        onOpenChange={setSheetOpen}
      />
      <AddFriendDialog open={adding} onOpenChange={setAdding} circleSize={friends.length} />
    </section>
  );
}

function EmptyCircle() {
  const { t } = useTranslation();
  return (
    <section className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Users aria-hidden className="size-6" />
      </span>
      <h2 className="text-2xl font-semibold">{t("Your circle is empty")}</h2>
      <p className="max-w-sm text-muted-foreground">
        {t("Invite the friends who know you best, and let them make the introductions.")}
      </p>
      <Button asChild className="mt-1">
        <Link to={paths.onboarding}>{t("Create Your Circle")}</Link>
      </Button>
    </section>
  );
}
