import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";

/** One of the settings' cards: its heading, then its controls. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-snug font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
