import { ComingSoon } from "@/client/components/coming-soon";
import { useUser } from "@/client/features/auth/api";

export function HomePage() {
  const user = useUser();
  return (
    <ComingSoon title="Vouch">
      <p className="text-lg">Welcome back, {user.name}</p>
    </ComingSoon>
  );
}
