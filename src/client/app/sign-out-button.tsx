import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { useSignOutAndLeave } from "@/client/components/sign-out";

export function SignOutButton() {
  const { t } = useTranslation();
  const { pending, signOut } = useSignOutAndLeave();
  return (
    <Button variant="ghost" size="sm" className="justify-start" loading={pending} onClick={signOut}>
      {!pending && <LogOut aria-hidden />}
      {t("Sign Out")}
    </Button>
  );
}
