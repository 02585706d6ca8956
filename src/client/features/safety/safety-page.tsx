import { paths } from "@/client/lib/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function SafetyPage() {
  return <ComingSoon title="Safety & Community" backTo={paths.home} />;
}
