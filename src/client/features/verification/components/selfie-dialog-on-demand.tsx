import { lazy, type ComponentProps } from "react";
import { OnceWanted } from "@/client/components/once-wanted";

const SelfieDialogCode = lazy(() =>
  import("./selfie-dialog").then(({ SelfieDialog }) => ({ default: SelfieDialog })),
);

/**
 * The selfie check, whose code arrives the first time it opens; the face model's code arrives
 * later still, once the camera is on.
 */
export function SelfieDialogOnDemand(props: ComponentProps<typeof SelfieDialogCode>) {
  return (
    <OnceWanted wanted={props.open}>
      <SelfieDialogCode {...props} />
    </OnceWanted>
  );
}
