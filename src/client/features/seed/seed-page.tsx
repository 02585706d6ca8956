import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";
import { PageShell } from "@/client/components/ui/page-shell";

export function SeedPage() {
  return (
    <PageShell>
      <ComingSoon title="Seed demonstration data" backTo={paths.landing} />
    </PageShell>
  );
}
