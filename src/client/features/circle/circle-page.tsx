import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function CirclePage() {
  return <ComingSoon title="Your Circle" backTo={paths.home} />;
}
