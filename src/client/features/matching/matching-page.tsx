import { BackLink } from "@/client/components/back-link";
import { MatchingView } from "./components/matching-view";

export function MatchingPage() {
  return (
    <div className="grid gap-6">
      <title>Match for You · Vouch</title>
      <BackLink />
      <header>
        <h1 className="text-4xl font-semibold">Match for You</h1>
        <p className="mt-1.5 text-muted-foreground">
          People your friends vouch for, and the conversations they started.
        </p>
      </header>
      <MatchingView />
    </div>
  );
}
