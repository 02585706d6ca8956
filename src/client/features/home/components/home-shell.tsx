import type { ReactNode } from "react";
import { HeaderNav } from "./app-nav";
import { LogoLink } from "@/client/components/ui/page-shell";
import { HomeFooter } from "./home-footer";

/** /home's own frame: the header holds the member's popovers, and the page has a footer. */
export function HomeShell({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-surface px-4 py-2 text-sm font-medium shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-2 px-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-4 lg:gap-6">
            <LogoLink />
            <HeaderNav />
          </div>
          {actions && <div className="flex items-center gap-0.5 sm:gap-1.5">{actions}</div>}
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 pt-7 pb-12 sm:px-6 sm:pt-10"
      >
        {children}
      </main>
      <HomeFooter />
    </div>
  );
}
