import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/client/components/ui/toast";
import { googleErrorText } from "@/client/lib/google-errors";

/**
 * Linking Google happens signed in, so a refusal comes back to a signed-in page with
 * `error=<code>`: say why once, and take the code out of the address.
 */
export function GoogleLinkNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get("error");
  // Development's strict mode runs the effect twice before the address loses the code.
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (!code) {
      told.current = null;
      return;
    }
    if (told.current === code) return;
    told.current = code;
    const { title, description } = googleErrorText(code);
    toast.error(title, description);
    setSearchParams(
      (params) => {
        params.delete("error");
        params.delete("error_description");
        return params;
      },
      { replace: true },
    );
  }, [code, setSearchParams]);

  return null;
}
