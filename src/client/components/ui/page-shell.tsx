import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/client/lib/cn";

type PageShellProps = {
  children: ReactNode;
  /** Right side of the header: account menu, sign-out, back links. */
  actions?: ReactNode;
  /** Links beside the logo (the signed-in screens' main links). */
  nav?: ReactNode;
  /** Content width: "narrow" for forms, "wide" for dashboards. */
  width?: "narrow" | "default" | "wide";
  /**
   * /home's frame: its header holds the member's popovers, so it leaves them more room, and the
   * page sits closer under it.
   */
  dense?: boolean;
  /** Below the content, to the page's foot (/home's footer). */
  footer?: ReactNode;
  className?: string;
};

const widths = { narrow: "max-w-md", default: "max-w-2xl", wide: "max-w-5xl" } as const;

export function PageShell({
  children,
  actions,
  nav,
  width = "default",
  dense = false,
  footer,
  className,
}: PageShellProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-surface px-4 py-2 text-sm font-medium shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("Skip to content")}
      </a>
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div
          className={cn(
            "mx-auto flex h-16 w-full max-w-5xl items-center justify-between sm:px-6",
            dense ? "gap-2 px-3" : "gap-3 px-4",
          )}
        >
          {nav ? (
            <div className="flex min-w-0 items-center gap-4 lg:gap-6">
              <LogoLink />
              {nav}
            </div>
          ) : (
            <LogoLink />
          )}
          {actions && (
            <div className={cn("flex items-center", dense ? "gap-0.5 sm:gap-1.5" : "gap-2")}>
              {actions}
            </div>
          )}
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          "mx-auto w-full flex-1 px-4 sm:px-6",
          dense
            ? "pt-7 pb-12 sm:pt-10"
            : "pt-8 pb-[max(3rem,env(safe-area-inset-bottom))] sm:pt-12",
          widths[width],
          className,
        )}
      >
        {children}
      </main>
      {footer}
    </div>
  );
}

export function LogoLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t("Vouch home")}
      className={cn("-m-1 inline-flex items-center gap-2.5 rounded-full p-1", className)}
    >
      <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span
        aria-hidden
        className="font-serif text-xl font-semibold tracking-tight whitespace-nowrap"
      >
        Vouch
      </span>
    </Link>
  );
}
