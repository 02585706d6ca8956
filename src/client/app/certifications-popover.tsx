import { useTranslation } from "react-i18next";
import { Award, BadgeCheck, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths";
import { Button } from "@/client/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/client/components/ui/popover";

export function CertificationsPopover({ clubs }: { clubs: string[] }) {
  const count = clubs.length;
  const { t } = useTranslation();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5 tabular-nums"
          aria-label={t("Club certifications: {count}", { count })}
        >
          <Award aria-hidden className="text-accent-foreground" />
          {count}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t("Club certifications")}>
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t("Club Certifications")}</h2>
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-foreground tabular-nums">
            {count}
          </span>
        </div>
        {count === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("No certifications yet")}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {clubs.map((club, i) => (
              <li key={`${club}-${i}`} className="flex items-center gap-2 text-[0.95rem]">
                <BadgeCheck aria-hidden className="size-4 shrink-0 text-success" />
                {club}
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" size="sm" className="mt-4 w-full">
          <Link to={paths.clubs}>
            {t("View All Clubs")}
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </PopoverContent>
    </Popover>
  );
}
