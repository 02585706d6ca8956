import { Spinner } from "./ui/spinner";

/** Full-height placeholder while the session or a page's code loads. */
export function BusyScreen({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner label={label} className="size-7" />
    </div>
  );
}
