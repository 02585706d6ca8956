import { Heart } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { TopUpDialog } from "@/client/features/hearts";

/** Tops up in place: the member stays on the event, the dialog still open. */
export function TopUpHere({ label }: { label: string }) {
  return (
    <TopUpDialog
      trigger={
        <Button variant="secondary" size="sm" className="justify-self-start">
          <Heart aria-hidden />
          {label}
        </Button>
      }
    />
  );
}
