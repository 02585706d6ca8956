import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function MatchingPage() {
  return <ComingSoon title="Match for You" backTo={paths.home} />;
}
