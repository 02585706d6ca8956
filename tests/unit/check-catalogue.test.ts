import { describe, expect, it } from "vitest";
import { compare, keysIn } from "../../scripts/check-catalogue.mjs";

describe("the catalogue check", () => {
  it("reads the keys of t, i18n.t and <Trans i18nKey>, escapes and all, with their lines", () => {
    const source = [
      'const a = t("You and {name} matched", { name });',
      'toast(i18n.t(\'Don\\\'t wait\'), t("Say \\"hi\\""));',
      '<Trans i18nKey="Read the <0>rules</0>" components={[<b />]} />',
      "const b = format(x); it('is not a key', () => {});",
    ].join("\n");
    const { keys, errors } = keysIn(source);
    expect(errors).toEqual([]);
    expect(keys).toEqual([
      { key: "You and {name} matched", line: 1 },
      { key: "Don't wait", line: 2 },
      { key: 'Say "hi"', line: 2 },
      { key: "Read the <0>rules</0>", line: 3 },
    ]);
  });

  it("reads a context as its own entry, the key and the context joined by _", () => {
    const { keys } = keysIn('t("Dismiss", { context: "case" });\nt("Dismiss");');
    expect(keys.map((k) => k.key)).toEqual(["Dismiss_case", "Dismiss"]);
  });

  it("refuses a template literal or a glued string as a key", () => {
    const { keys, errors } = keysIn('t(`Hi ${name}`);\nt("Hi " + name);\nt(key);');
    expect(keys).toEqual([]);
    expect(errors.map((e) => e.line)).toEqual([1, 2]);
  });

  it("lists keys with no Spanish, Spanish said nowhere, and empty entries", () => {
    const used = [
      { key: "Settings", line: 3 },
      { key: "Theme", line: 9 },
    ];
    const catalogue = { Settings: "Ajustes", Gone: "Se fue", Theme: " " };
    expect(compare(used, catalogue)).toEqual({
      missing: [],
      unused: ["Gone"],
      empty: ["Theme"],
    });
    expect(compare(used, { Settings: "Ajustes" }).missing).toEqual([{ key: "Theme", line: 9 }]);
  });
});
