import { useState } from "react";
import { useTranslation } from "react-i18next";
import Cropper, { type Area } from "react-easy-crop";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Slider } from "@/client/components/ui/slider";
import { PHOTO_ASPECT } from "../crop";

type CropDialogProps = {
  /** An object URL of the chosen file; the dialog is open while there is one. */
  imageUrl: string | null;
  busy: boolean;
  onCancel: () => void;
  onCrop: (area: Area) => void;
  /** The browser couldn't draw the file (HEIC on most desktops, a broken file). */
  onUnreadable: () => void;
};

/** Frames a new photo 4:5: drag to move, pinch, scroll or slide to zoom. */
export function CropDialog({ imageUrl, busy, onCancel, onCrop, onUnreadable }: CropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog open={imageUrl !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Frame your photo")}</DialogTitle>
          <DialogDescription>
            {t("Drag to move it, zoom to fit. Friends see it 4:5.")}
          </DialogDescription>
        </DialogHeader>
        {imageUrl && (
          <div className="relative mx-auto aspect-[4/5] w-full max-w-72 overflow-hidden rounded-2xl bg-muted">
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              aspect={PHOTO_ASPECT}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ onError: onUnreadable }}
              showGrid={false}
            />
          </div>
        )}
        <Slider
          thumbLabel={t("Zoom")}
          valueText={(value) => `${Math.round(value * 100)} %`}
          min={1}
          max={3}
          step={0.05}
          value={[zoom]}
          onValueChange={([value]) => setZoom(value ?? 1)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t("Cancel")}
          </Button>
          <Button
            onClick={() => area && onCrop(area)}
            disabled={!area}
            loading={busy}
            loadingText={t("Uploading…")}
          >
            {t("Use photo")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
