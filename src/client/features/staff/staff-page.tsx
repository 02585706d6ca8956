import { KeyRound } from "lucide-react";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { useStaff } from "./api";
import { AuditList } from "./components/audit-list";
import { GrantForm } from "./components/grant-form";
import { StaffList } from "./components/staff-list";
import { useTranslation } from "react-i18next";

/** /staff, for admins: who holds which role, granting and revoking, and the staff audit log. */
export function StaffPage() {
  const staff = useStaff();
  const { t } = useTranslation();
  return (
    <>
      <title>{t("Staff · Vouch")}</title>
      <div className="grid gap-6">
        <header className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <KeyRound aria-hidden className="size-4" />
            {t("Staff")}
          </p>
          <h1 className="text-4xl font-semibold">{t("Who runs Vouch")}</h1>
          <p className="max-w-prose text-pretty text-muted-foreground">
            {t(
              "Hosts run events, editors write clubs and quizzes, moderators decide reports, admins grant roles. Every grant and every staff action is kept in the audit log below.",
            )}
          </p>
        </header>
        {staff.data ? (
          <>
            <section className="grid gap-3" aria-labelledby="staff-heading">
              <h2 id="staff-heading" className="text-2xl font-semibold">
                {t("Staff")}
              </h2>
              <StaffList staff={staff.data.staff} />
            </section>
            <GrantForm />
            <section className="grid gap-3" aria-labelledby="audit-heading">
              <h2 id="audit-heading" className="text-2xl font-semibold">
                {t("Audit log")}
              </h2>
              <AuditList entries={staff.data.audit} />
            </section>
          </>
        ) : staff.isError ? (
          <LoadFailed query={staff} />
        ) : (
          <Loading label={t("Loading the staff list")} />
        )}
      </div>
    </>
  );
}
