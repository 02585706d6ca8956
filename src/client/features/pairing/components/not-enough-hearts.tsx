import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { TopUpDialog } from "@/client/features/hearts";

type NotEnoughHeartsProps = {
  id: string;
  /** What the hearts are for: "An extra pairing", "A direct match"… */
  what: string;
  cost: number;
  balance: number;
};

/** Said before anything is written: the send stays off until a top-up covers the cost. */
export function NotEnoughHearts({ id, what, cost, balance }: NotEnoughHeartsProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl border border-primary/30 bg-accent/50 px-3.5 py-2.5"
    >
      <p id={id} className="min-w-0 flex-1 basis-48 text-sm">
        <span className="font-medium">{t("Not enough hearts.")}</span>{" "}
        {t("{what} costs {cost} hearts and you have {balance}.", { what, cost, balance })}
      </p>
      <TopUpDialog
        trigger={
          <Button size="sm" variant="secondary">
            <Plus aria-hidden />
            {t("Top up")}
          </Button>
        }
      />
    </div>
  );
}
