import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function OnboardingPage() {
  return <ComingSoon title="Welcome to Vouch" backTo={paths.home} />;
}
