import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function SettingsPage() {
  return <ComingSoon title="Settings & Profile" backTo={paths.home} />;
}
