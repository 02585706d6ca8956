import type { ReactNode } from "react";
import { ArrowLeft, ArrowRight, Star, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";

export type PhotoTileActionsProps = {
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number, done: string) => void;
  onDelete: () => void;
};

/** One of a tile's icon buttons, named for the photo it acts on. */
function TileButton({
  label,
  busy,
  onClick,
  className,
  children,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-9", className)}
      aria-label={label}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Make a photo the main one, move it earlier or later, delete it. */
export function PhotoTileActions({ index, count, busy, onMove, onDelete }: PhotoTileActionsProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <div className="flex flex-wrap items-center justify-center gap-0.5">
      {index > 0 && (
        <TileButton
          label={t("Make photo {number} your main photo", { number })}
          busy={busy}
          onClick={() => onMove(0, t("Main photo changed"))}
        >
          <Star aria-hidden />
        </TileButton>
      )}
      {index > 0 && (
        <TileButton
          label={t("Move photo {number} earlier", { number })}
          busy={busy}
          onClick={() => onMove(index - 1, t("Photos reordered"))}
        >
          <ArrowLeft aria-hidden />
        </TileButton>
      )}
      {index < count - 1 && (
        <TileButton
          label={t("Move photo {number} later", { number })}
          busy={busy}
          onClick={() => onMove(index + 1, t("Photos reordered"))}
        >
          <ArrowRight aria-hidden />
        </TileButton>
      )}
      <TileButton
        label={t("Delete photo {number}", { number })}
        busy={busy}
        onClick={onDelete}
        className="text-destructive"
      >
        <Trash2 aria-hidden />
      </TileButton>
    </div>
  );
}
