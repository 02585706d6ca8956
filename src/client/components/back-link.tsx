import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "./ui/button";

/** The "Back" link at the top of a signed-in screen; home unless told otherwise. */
export function BackLink({ to = paths.home }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={to}>
          <ArrowLeft aria-hidden />
          {t("Back")}
        </Link>
      </Button>
    </div>
  );
}
