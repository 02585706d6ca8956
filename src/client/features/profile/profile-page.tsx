import { paths } from "@/client/app/paths";
import { ComingSoon } from "@/client/components/coming-soon";

export function ProfilePage() {
  return <ComingSoon title="Edit Profile" backTo={paths.home} />;
}
