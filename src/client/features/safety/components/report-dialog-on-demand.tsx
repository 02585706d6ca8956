import type { ComponentProps } from "react";
import { onDemand } from "@/client/components/on-demand";
import type { ReportDialog } from "./report-dialog";

/** Without a trigger of its own: `open` alone says when it is wanted. */
type Props = Omit<ComponentProps<typeof ReportDialog>, "trigger"> & { open: boolean };

/**
 * The report dialog on a card, whose code (its form, the reasons' picker, the report's rules)
 * arrives the first time it opens: a screen of cards draws sooner without it.
 */
export const ReportDialogOnDemand = onDemand<Props>(
  () => import("./report-dialog").then((m) => m.ReportDialog),
  { wanted: (props) => props.open },
);
