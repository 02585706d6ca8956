import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function SafetyPage() {
  return <ComingSoon title="Safety & Community" backTo={paths.home} />;
}
