import { Outlet, useLocation } from "react-router";
import { PageShell } from "@/client/components/ui/page-shell";
import { HeartsBalanceLink } from "@/client/features/hearts";
import { WarningNotice } from "@/client/features/moderation";
import { NotificationBell } from "@/client/features/notifications";
import { paths } from "@/client/lib/paths";
import { BottomNav, bottomNavClearance } from "./bottom-nav";
import { HeaderNav } from "./header-nav";
import { HomeFrame } from "./home-frame";
import { ProfileMenu } from "./profile-menu";

/**
 * The frame of the signed-in screens: logo, the main links (a bottom bar on phones), the
 * notifications bell, the hearts balance and the profile menu. Onboarding comes before all that, so it has no links.
 */
export function SignedInLayout() {
  const { pathname } = useLocation();
  const onboarding = pathname === paths.onboarding;
  const screen =
    pathname === paths.home ? (
      <HomeFrame>
        <Outlet />
      </HomeFrame>
    ) : (
      <PageShell
        nav={onboarding ? undefined : <HeaderNav />}
        actions={
          <>
            <NotificationBell />
            <HeartsBalanceLink />
            <ProfileMenu />
          </>
        }
      >
        <Outlet />
      </PageShell>
    );
  if (onboarding) return screen;
  return (
    <div className={bottomNavClearance}>
      {screen}
      <BottomNav />
      <WarningNotice />
    </div>
  );
}
