import { AtSign, Lock, Smartphone } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";

const comingSoon = () => toast.info("Contact sync will be available soon");

export function ContactSync() {
  return (
    <section aria-label="Find friends" className="grid gap-3">
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        <Button variant="outline" onClick={comingSoon}>
          <Smartphone aria-hidden />
          Sync Phone Contacts
        </Button>
        <Button variant="outline" onClick={comingSoon}>
          <AtSign aria-hidden />
          Import from Instagram
        </Button>
      </div>
      <p className="flex items-center justify-center gap-1.5 text-center text-sm text-muted-foreground">
        <Lock aria-hidden className="size-3.5 shrink-0" />
        Contacts are private until you opt them into your circle
      </p>
    </section>
  );
}
