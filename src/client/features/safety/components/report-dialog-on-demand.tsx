import { lazy, Suspense, useState, type ComponentProps } from "react";

const ReportDialogCode = lazy(() =>
  import("./report-dialog").then(({ ReportDialog }) => ({ default: ReportDialog })),
);

type Props = Omit<ComponentProps<typeof ReportDialogCode>, "trigger"> & { open: boolean };

/**
 * The report dialog on a card, whose code (its form, the reasons' picker, the report's rules)
 * arrives the first time it opens: a screen of cards draws sooner without it.
 */
export function ReportDialogOnDemand(props: Props) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense>
      <ReportDialogCode {...props} />
    </Suspense>
  );
}
