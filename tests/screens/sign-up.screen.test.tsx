import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { findToast, fill, openScreen, screen, type OpenScreen } from "#tests/support/screen";

const t = useTestApp();

async function choose({ user }: OpenScreen, combobox: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: combobox }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/** The sign-up form filled as a person would, all but what the test types itself. */
async function fillSignUp(
  open: OpenScreen,
  { name, email, password, age }: { name: string; email: string; password: string; age: string },
) {
  const { user } = open;
  await fill(user, await screen.findByLabelText("Full name"), name);
  await fill(user, screen.getByLabelText("Email"), email);
  await fill(user, screen.getByLabelText("Password"), password);
  await fill(user, screen.getByLabelText("Age"), age);
  await fill(user, screen.getByLabelText("Pronouns"), "she/her");
  await choose(open, "Sexuality", "Bisexual");
  await choose(open, "Neighborhood", "Astoria");
  await choose(open, "Gender", "In my own words");
  await fill(user, screen.getByLabelText("Your gender, in your own words"), "genderqueer");
  await user.click(screen.getByRole("checkbox", { name: "Women" }));
  await user.click(screen.getByRole("checkbox", { name: "Non-binary people" }));
  await fill(user, screen.getByLabelText("From"), "26");
  await fill(user, screen.getByLabelText("To"), "38");
  await choose(open, "Looking for", "A relationship");
}

describe("sign-up and sign-in", () => {
  it("sign-up refuses an under-18 age and names the missing fields", async () => {
    const { user, path } = openScreen(t(), "/auth?mode=sign-up");
    await user.click(await screen.findByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Full name is required")).toBeVisible();
    expect(screen.getByText("Pronouns are required")).toBeVisible();
    expect(screen.getByText("Choose a neighborhood")).toBeVisible();
    expect(screen.getByText("Age is required")).toBeVisible();

    await fill(user, screen.getByLabelText("Age"), "17");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("You must be at least 18 to use Vouch")).toBeVisible();
    expect(path()).toBe("/auth?mode=sign-up");
  });

  it("a server refusal shows in a destructive 'Error' toast", async () => {
    const member = await t().signUp();
    const open = openScreen(t(), "/auth");
    const { user } = open;
    await fill(user, await screen.findByLabelText("Email"), member.email);
    await fill(user, screen.getByLabelText("Password"), "not the password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const error = await findToast("Error");
    expect(error).toHaveTextContent("Invalid email or password");
    expect(error).toHaveAttribute("data-type", "error");
    expect(open.path()).toBe("/auth");

    open.router.navigate("/auth?mode=sign-up");
    await fillSignUp(open, {
      name: "Second Robin",
      email: member.email,
      password: "another long password",
      age: "40",
    });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await findToast("already exists")).toBeVisible();
    expect(
      await screen.findByText("An account with this email already exists", {
        selector: "form *",
      }),
    ).toBeVisible();
  });

  it("sign-up refuses a weak password with a field error saying why", async () => {
    const open = openScreen(t(), "/auth?mode=sign-up");
    await fillSignUp(open, {
      name: "Noor Haddad",
      email: "weak-password@example.com",
      password: "aaaaaaaa",
      age: "31",
    });
    await open.user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("A password can't be one character repeated")).toBeVisible();

    await fill(open.user, screen.getByLabelText("Password"), "password1");
    await open.user.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findAllByText(/too common/))[0]).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(open.path()).toBe("/auth?mode=sign-up");
  });
});
