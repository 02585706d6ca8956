import { lazy, type ComponentProps } from "react";
import { OnceWanted } from "@/client/components/once-wanted";

const ReportDialogCode = lazy(() =>
  import("./report-dialog").then(({ ReportDialog }) => ({ default: ReportDialog })),
);

type Props = Omit<ComponentProps<typeof ReportDialogCode>, "trigger"> & { open: boolean };

/**
 * The report dialog on a card, whose code (its form, the reasons' picker, the report's rules)
 * arrives the first time it opens: a screen of cards draws sooner without it.
 */
export function ReportDialogOnDemand(props: Props) {
  return (
    <OnceWanted wanted={props.open}>
      <ReportDialogCode {...props} />
    </OnceWanted>
  );
}
