import type { ReactNode } from "react";
import { PageShell } from "@/client/components/ui/page-shell";
import { HomeFooter, useHome } from "@/client/features/home";
import { NotificationBell } from "@/client/features/notifications";
import { useHeartsBalance } from "@/client/lib/session";
import { CertificationsPopover } from "./certifications-popover";
import { HeartsPopover } from "./hearts-popover";
import { HeaderNav } from "./header-nav";
import { ProfileMenu } from "./profile-menu";

/** /home's frame: a wider page, and a header with the certifications, hearts and profile popovers. */
export function HomeFrame({ children }: { children: ReactNode }) {
  const data = useHome().data;
  const heartsBalance = useHeartsBalance();
  return (
    <PageShell
      width="wide"
      dense
      nav={<HeaderNav />}
      footer={<HomeFooter />}
      actions={
        <>
          <NotificationBell />
          {data && (
            <>
              <CertificationsPopover clubs={data.certifications} />
              <HeartsPopover balance={heartsBalance} />
            </>
          )}
          <ProfileMenu />
        </>
      }
    >
      {children}
    </PageShell>
  );
}
