import { Settings, UserPen, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/app/paths";
import { SignOutButton } from "@/client/app/signed-in-layout";
import { Avatar } from "@/client/components/ui/avatar";
import { buttonClasses } from "@/client/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/components/ui/popover";
import { cn } from "@/client/lib/cn";
import { pluralNoun } from "@/client/lib/plural";
import type { HomeData } from "../api";

type ProfilePopoverProps = {
  member: HomeData["member"];
  certifications: number;
};

const links: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.profile, label: "Edit Profile", icon: UserPen },
  { to: paths.circle, label: "My Circle", icon: Users },
  { to: paths.settings, label: "Settings", icon: Settings },
];

export function ProfilePopover({ member, certifications }: ProfilePopoverProps) {
  return (
    <Popover>
      <PopoverTrigger
        aria-label="Your profile"
        className="ml-1 rounded-full focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none"
      >
        <Avatar name={member.name} size="sm" />
      </PopoverTrigger>
      <PopoverContent aria-label="Your profile">
        <div className="flex items-center gap-3">
          <Avatar name={member.name} size="lg" />
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{member.name}</h2>
            <p className="truncate text-sm text-muted-foreground">{member.neighborhood}</p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
          <Stat label={pluralNoun(member.heartsBalance, "heart")} value={member.heartsBalance} />
          <Stat label={pluralNoun(certifications, "certification")} value={certifications} />
        </dl>
        <nav aria-label="Your account" className="mt-3 grid gap-0.5">
          {links.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={cn(buttonClasses("ghost", "sm"), "justify-start")}>
              <Icon aria-hidden />
              {label}
            </Link>
          ))}
          <SignOutButton className="justify-start" />
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
