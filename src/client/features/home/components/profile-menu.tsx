import {
  BookOpenCheck,
  KeyRound,
  LogOut,
  Megaphone,
  Settings,
  ShieldCheck,
  UserPen,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { StaffRole } from "@/shared/schemas/staff";
import { Link, useNavigate } from "react-router";
import { Avatar } from "@/client/components/ui/avatar";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/components/ui/popover";
import { toast } from "@/client/components/ui/toast";
import { useSignOut, useUser } from "@/client/lib/session";
import { useHome } from "../api";
import { cn } from "@/client/lib/cn";
import { pluralNoun } from "@/client/lib/plural";
import { paths } from "@/client/lib/paths";

const links: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.profile, label: "Edit Profile", icon: UserPen },
  { to: paths.circle, label: "My Circle", icon: Users },
  { to: paths.settings, label: "Settings", icon: Settings },
];

/** Each staff role's screen, linked for whoever holds the role. */
const staffLinks: Partial<Record<StaffRole, { to: string; label: string; icon: LucideIcon }>> = {
  moderator: { to: paths.moderation, label: "Moderation", icon: ShieldCheck },
  admin: { to: paths.staff, label: "Staff", icon: KeyRound },
  editor: { to: paths.studio, label: "Studio", icon: BookOpenCheck },
  host: { to: paths.host, label: "Hosting", icon: Megaphone },
};

/** The avatar in every signed-in header: the member at a glance, their account links, Sign Out. */
export function ProfileMenu() {
  const user = useUser();
  const home = useHome().data;
  const member = home?.member ?? user;
  const accountLinks = [...links, ...user.roles.flatMap((role) => staffLinks[role] ?? [])];
  return (
    <Popover>
      <PopoverTrigger
        aria-label="Your profile"
        className="ml-1 shrink-0 rounded-full focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Avatar name={member.name} photo={user.mainPhoto} size="sm" />
      </PopoverTrigger>
      <PopoverContent aria-label="Your profile">
        <div className="flex items-center gap-3">
          <Avatar name={member.name} photo={user.mainPhoto} size="lg" />
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{member.name}</h2>
            <p className="truncate text-sm text-muted-foreground">{member.neighborhood}</p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
          <Stat label={pluralNoun(user.heartsBalance, "heart")} value={user.heartsBalance} />
          {home && (
            <Stat
              label={pluralNoun(home.certifications.length, "certification")}
              value={home.certifications.length}
            />
          )}
        </dl>
        <nav aria-label="Your account" className="mt-3 grid gap-0.5">
          {accountLinks.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={cn(buttonClasses("ghost", "sm"), "justify-start")}>
              <Icon aria-hidden />
              {label}
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

function SignOutButton() {
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
          onError: (error) => toast.error("Error", error.message),
        })
      }
    >
      {!signOut.isPending && <LogOut aria-hidden />}
      Sign Out
    </Button>
  );
}
