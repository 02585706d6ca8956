import { onDemand } from "@/client/components/on-demand";

/**
 * The selfie check, whose code arrives the first time it opens; the face model's code arrives
 * later still, once the camera is on.
 */
export const SelfieDialogOnDemand = onDemand(
  () => import("./selfie-dialog").then((m) => m.SelfieDialog),
  { wanted: (props) => props.open },
);
