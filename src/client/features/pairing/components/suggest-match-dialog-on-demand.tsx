import { lazy, type ComponentProps } from "react";
import { OnceWanted } from "@/client/components/once-wanted";

const SuggestMatchDialogCode = lazy(() =>
  import("./suggest-match-dialog").then(({ SuggestMatchDialog }) => ({
    default: SuggestMatchDialog,
  })),
);

/**
 * 'Suggest a Match', whose code (its form, the fit check, the tags) arrives the first time a
 * pair is chosen: Make a Match draws sooner without it.
 */
export function SuggestMatchDialogOnDemand(props: ComponentProps<typeof SuggestMatchDialogCode>) {
  return (
    <OnceWanted wanted={props.open && Boolean(props.draft)}>
      <SuggestMatchDialogCode {...props} />
    </OnceWanted>
  );
}
