import { LogOut } from "lucide-react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { PageShell } from "@/client/components/ui/page-shell";
import { toast } from "@/client/components/ui/toaster";
import { useSignOut } from "@/client/features/auth/api";
import { HeartsBalanceLink } from "@/client/features/hearts/components/hearts-balance-link";
import { paths } from "./paths";

/** The frame of the signed-in screens: logo home, the hearts balance and a way out. */
export function SignedInLayout() {
  const { pathname } = useLocation();
  // /home draws its own header, with the certifications, hearts and profile popovers.
  if (pathname === paths.home) return <Outlet />;
  return (
    <PageShell
      actions={
        <>
          <HeartsBalanceLink />
          <SignOutButton />
        </>
      }
    >
      <Outlet />
    </PageShell>
  );
}

export function SignOutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => navigate(paths.auth, { replace: true }),
          onError: (error) => toast.error("Error", error.message),
        })
      }
    >
      {!signOut.isPending && <LogOut aria-hidden />}
      Sign Out
    </Button>
  );
}
