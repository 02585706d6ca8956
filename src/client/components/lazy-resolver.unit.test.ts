import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import { lazyResolver } from "./lazy-resolver";

vi.mock("@/client/components/ui/toast", () => ({ toast: { error: vi.fn() } }));

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const checkName: Resolver<Values> = (values) => {
  if (values.name) return { values, errors: {} as Record<string, never> };
  return { values: {}, errors: { name: { type: "required", message: "Name is required" } } };
};

describe("a form's check loaded on first use", () => {
  it("loads once, whether the form is focused or checked, and checks as the loaded check does", async () => {
    const load = vi.fn(() => Promise.resolve(checkName));
    const check = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    check.form(async () => {}).onFocus();
    const refused = await check.resolver({ name: "" }, undefined, options);
    const passed = await check.resolver({ name: "Ada" }, undefined, options);

    expect(refused.errors).toEqual({ name: { type: "required", message: "Name is required" } });
    expect(passed).toEqual({ values: { name: "Ada" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says the form wasn't sent when its check can't be fetched, and fetches it again next time", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce(checkName);
    const check = lazyResolver(load);
    const sent: Values[] = [];
    // As react-hook-form's handleSubmit does: the resolver's answer, then the handler.
    const { onSubmit: submit } = check.form(async () => {
      const result = await check.resolver({ name: "Ada" }, undefined, options);
      sent.push(result.values as Values);
    });

    await expect(submit()).resolves.toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith(
      "Not sent",
      "We couldn't reach Vouch. Check your connection and try again.",
    );
    expect(sent).toEqual([]);

    await submit();
    expect(sent).toEqual([{ name: "Ada" }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets any other failure of a submit through", async () => {
    const check = lazyResolver(() => Promise.resolve(checkName));
    const { onSubmit } = check.form(() => Promise.reject(new Error("boom")));
    await expect(onSubmit()).rejects.toThrow("boom");
  });
});
