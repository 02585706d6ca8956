import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function HeartsPage() {
  return <ComingSoon title="Your Hearts" backTo={paths.home} />;
}
