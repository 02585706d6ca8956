import { useTranslation } from "react-i18next";
import { messageKey } from "@/shared/i18n/i18n";
import {
  BookOpenCheck,
  KeyRound,
  Megaphone,
  Settings,
  ShieldCheck,
  UserPen,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { StaffRole } from "@/shared/schemas/staff";
import { Link } from "react-router";
import { Avatar } from "@/client/components/ui/avatar";
import { buttonClasses } from "@/client/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/components/ui/popover";
import { useHome } from "@/client/features/home";
import { useUser } from "@/client/lib/session";
import { cn } from "@/client/lib/cn";
import { paths } from "@/client/lib/paths";
import { SignOutButton } from "./sign-out-button";

const links: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.profile, label: messageKey("Edit Profile"), icon: UserPen },
  { to: paths.circle, label: messageKey("My Circle"), icon: Users },
  { to: paths.settings, label: messageKey("Settings"), icon: Settings },
];

/** Each staff role's screen, linked for whoever holds the role. */
const staffLinks: Partial<Record<StaffRole, { to: string; label: string; icon: LucideIcon }>> = {
  moderator: { to: paths.moderation, label: messageKey("Moderation"), icon: ShieldCheck },
  admin: { to: paths.staff, label: messageKey("Staff"), icon: KeyRound },
  editor: { to: paths.studio, label: messageKey("Studio"), icon: BookOpenCheck },
  host: { to: paths.host, label: messageKey("Hosting"), icon: Megaphone },
};

/** The avatar in every signed-in header: the member at a glance, their account links, Sign Out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const home = useHome().data;
  const member = home?.member ?? user;
  const accountLinks = [...links, ...user.roles.flatMap((role) => staffLinks[role] ?? [])];
  return (
    <Popover>
      <PopoverTrigger
        aria-label={t("Your profile")}
        className="ml-1 shrink-0 rounded-full focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Avatar name={member.name} photo={user.mainPhoto} size="sm" />
      </PopoverTrigger>
      <PopoverContent aria-label={t("Your profile")}>
        <div className="flex items-center gap-3">
          <Avatar name={member.name} photo={user.mainPhoto} size="lg" />
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{member.name}</h2>
            <p className="truncate text-sm text-muted-foreground">{member.neighborhood}</p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
          <Stat
            label={t("{count, plural, one {heart} other {hearts}}", { count: user.heartsBalance })}
            value={user.heartsBalance}
          />
          {home && (
            <Stat
              label={t("{count, plural, one {certification} other {certifications}}", {
                count: home.certifications.length,
              })}
              value={home.certifications.length}
            />
          )}
        </dl>
        <nav aria-label={t("Your account")} className="mt-3 grid gap-0.5">
          {accountLinks.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={cn(buttonClasses("ghost", "sm"), "justify-start")}>
              <Icon aria-hidden />
              {t(label)}
            </Link>
          ))}
          <SignOutButton />
        </nav>
      </PopoverContent>
    </Popover>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-muted px-2 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-serif text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
