import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/client/components/ui/toaster";
import { googleErrorText } from "../google-errors";

/**
 * Linking Google happens signed in, so a refusal comes back to a signed-in page with
 * `error=<code>`: say why once, and take the code out of the address.
 */
export function GoogleLinkNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get("error");

  useEffect(() => {
    if (!code) return;
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
