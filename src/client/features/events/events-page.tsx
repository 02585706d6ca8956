import { paths } from "@/client/lib/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function EventsPage() {
  return <ComingSoon title="Friday Night Events" backTo={paths.home} />;
}
