import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { paths } from "@/client/lib/paths";
import { useSignOut } from "@/client/lib/session";

export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="justify-start"
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => navigate(paths.auth, { replace: true }),
          onError: (error) => toast.error(t("Error"), error.message),
        })
      }
    >
      {!signOut.isPending && <LogOut aria-hidden />}
      {t("Sign Out")}
    </Button>
  );
}
