import { onDemand } from "@/client/components/on-demand";

/**
 * 'Suggest a Match', whose code (its form, the fit check, the tags) arrives the first time a
 * pair is chosen: Make a Match draws sooner without it.
 */
export const SuggestMatchDialogOnDemand = onDemand(
  () => import("./suggest-match-dialog").then((m) => m.SuggestMatchDialog),
  { wanted: (props) => props.open && Boolean(props.draft) },
);
