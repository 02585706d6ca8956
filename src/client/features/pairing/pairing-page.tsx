import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function PairingPage() {
  return <ComingSoon title="Make a Match" backTo={paths.home} />;
}
