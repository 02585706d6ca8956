import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function ClubsPage() {
  return <ComingSoon title="Club Certifications" backTo={paths.home} />;
}
