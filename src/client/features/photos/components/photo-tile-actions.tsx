import { ArrowLeft, ArrowRight, Star, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";

export type PhotoTileActionsProps = {
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number, done: string) => void;
  onDelete: () => void;
};

/** Make a photo the main one, move it earlier or later, delete it. */
export function PhotoTileActions({ index, count, busy, onMove, onDelete }: PhotoTileActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-center gap-0.5">
      {index > 0 && (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t("Make photo {number} your main photo", { number: index + 1 })}
          disabled={busy}
          onClick={() => onMove(0, t("Main photo changed"))}
        >
          <Star aria-hidden />
        </Button>
      )}
      {index > 0 && (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t("Move photo {number} earlier", { number: index + 1 })}
          disabled={busy}
          onClick={() => onMove(index - 1, t("Photos reordered"))}
        >
          <ArrowLeft aria-hidden />
        </Button>
      )}
      {index < count - 1 && (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t("Move photo {number} later", { number: index + 1 })}
          disabled={busy}
          onClick={() => onMove(index + 1, t("Photos reordered"))}
        >
          <ArrowRight aria-hidden />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-destructive"
        aria-label={t("Delete photo {number}", { number: index + 1 })}
        disabled={busy}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
