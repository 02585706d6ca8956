import { BellOff, Ban } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { Settings } from "../api";

export function BlockedAndMuted({ settings }: { settings: Settings }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NameList
        title="Blocked members"
        icon={Ban}
        names={settings.blocked}
        empty="You haven't blocked anyone."
      />
      <NameList
        title="Muted conversations"
        icon={BellOff}
        names={settings.muted}
        empty="No muted conversations."
      />
    </div>
  );
}

type NameListProps = { title: string; icon: LucideIcon; names: string[]; empty: string };

function NameList({ title, icon: Icon, names, empty }: NameListProps) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden className="size-4 text-muted-foreground" />
        {title}
      </h3>
      {names.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-2 grid gap-1.5" aria-label={title}>
          {names.map((name, i) => (
            <li key={`${name}-${i}`} className="rounded-xl bg-muted/70 px-3 py-2 text-[0.95rem]">
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
