import { X } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useUser } from "@/client/lib/session";
import { STAFF_ROLE_LABELS, type StaffMember, type StaffRole } from "@/shared/schemas/staff";
import { useRevokeRole } from "../api";
import { useTranslation } from "react-i18next";

/** Everyone holding a role, each role with its own way to take it back. */
export function StaffList({ staff }: { staff: StaffMember[] }) {
  const me = useUser();
  const revoke = useRevokeRole();
  const { t } = useTranslation();
  const onRevoke = (member: StaffMember, role: StaffRole) =>
    revoke.mutate(
      { memberId: member.memberId, role },
      {
        onSuccess: () =>
          toast.success(
            t("Role revoked"),
            t("{name} is no longer {role}.", {
              name: member.name,
              role: t(STAFF_ROLE_LABELS[role].label).toLowerCase(),
            }),
          ),
        onError: (error) => toast.error(t("The role wasn't revoked"), error.message),
      },
    );
  if (staff.length === 0)
    return (
      <p className="text-muted-foreground">
        {t("No one holds a staff role yet: grant one below.")}
      </p>
    );
  return (
    <ul className="grid gap-3">
      {staff.map((member) => (
        <li
          key={member.memberId}
          className="grid gap-2 rounded-xl border border-border bg-card p-4"
        >
          <p className="min-w-0">
            <span className="font-semibold">{member.name}</span>{" "}
            <span className="break-all text-muted-foreground">@{member.username}</span>
            {member.memberId === me.id && (
              <span className="text-muted-foreground"> · {t("you")}</span>
            )}
          </p>
          <ul
            className="flex flex-wrap gap-2"
            aria-label={t("{name}'s roles", { name: member.name })}
          >
            {member.roles.map(({ role }) => (
              <li key={role}>
                <Badge variant="outline" className="gap-0.5 py-0 pr-0">
                  {t(STAFF_ROLE_LABELS[role].label)}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t("Revoke {name}'s {role} role", {
                      name: member.name,
                      role: t(STAFF_ROLE_LABELS[role].label).toLowerCase(),
                    })}
                    disabled={revoke.isPending}
                    onClick={() => onRevoke(member, role)}
                  >
                    <X aria-hidden />
                  </Button>
                </Badge>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
