import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/app/paths";
import { Button } from "@/client/components/ui/button";
import { MatchingView } from "./components/matching-view";

export function MatchingPage() {
  return (
    <div className="grid gap-6">
      <title>Match for You · Vouch</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
        </Button>
      </div>
      <header>
        <h1 className="text-4xl font-semibold">Match for You</h1>
        <p className="mt-1.5 text-muted-foreground">People your friends vouch for, and the conversations they started.</p>
      </header>
      <MatchingView />
    </div>
  );
}
