import { LogOut } from "lucide-react";
import { Outlet, useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { PageShell } from "@/client/components/ui/page-shell";
import { toast } from "@/client/components/ui/toaster";
import { useSignOut } from "@/client/features/auth/api";
import { paths } from "./paths";

/** The frame of the signed-in screens: logo home and a way out. */
export function SignedInLayout() {
  return (
    <PageShell actions={<SignOutButton />}>
      <Outlet />
    </PageShell>
  );
}

export function SignOutButton() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="ghost"
      size="sm"
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
