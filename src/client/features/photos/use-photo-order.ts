import { useTranslation } from "react-i18next";
import { toast } from "@/client/components/ui/toast";
import { useReorderPhotos } from "./api";

const moved = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/** Moves the photo at `from` to `to` among `ids`, saying `done` once saved. */
export function usePhotoOrder(ids: string[]) {
  const { t } = useTranslation();
  const reorder = useReorderPhotos();
  const move = (from: number, to: number, done: string) =>
    reorder.mutate(moved(ids, from, to), {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(t("Photos not reordered"), error.message),
    });
  return { move, moving: reorder.isPending };
}
