import { LoaderCircle } from "lucide-react";
import { cn } from "@/client/lib/cn";

type SpinnerProps = {
  /** When set, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden className={cn("size-4 animate-spin", className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
