import { describe, expect, it } from "vitest";
import { ensureClubCatalog } from "../../src/server/features/clubs";
import { grantRole } from "../../src/server/features/staff";
import { useTestApp } from "#tests/support/test-app";
import { fill, findToast, openScreen, reopen, screen, within } from "#tests/support/screen";

const t = useTestApp();

type User = ReturnType<typeof openScreen>["user"];

/** Writes question `n` in the new-question form: its second option is the right one. */
async function writeQuestion(user: User, n: number) {
  const form = screen.getByRole("form", { name: "New question" });
  await fill(user, within(form).getByLabelText("Question"), `Which one is right, question ${n}?`);
  await fill(user, within(form).getByRole("textbox", { name: "Option 1" }), `Wrong ${n}`);
  await fill(user, within(form).getByRole("textbox", { name: "Option 2" }), `Right ${n}`);
  await fill(user, within(form).getByRole("textbox", { name: "Option 3" }), `Also wrong ${n}`);
  await user.click(within(form).getByRole("radio", { name: "Option 2 is the right one" }));
  await user.click(within(form).getByRole("button", { name: "Add question" }));
  expect(await screen.findByRole("heading", { name: `Questions (${n})` })).toBeVisible();
  await expect.poll(() => within(form).getByLabelText("Question")).toHaveValue("");
}

describe("the studio", () => {
  it("an editor's new club and question say what is missing; with 8 questions the club opens, and a member passes its quiz", async () => {
    // Written by the server as it starts (src/server/serve.ts).
    await ensureClubCatalog(t().db);
    const editor = await t().member({ name: "Eddie Tor" });
    await grantRole(t().db, {
      memberId: editor.id,
      role: "editor",
      actorId: null,
      now: new Date(),
    });
    const name = "Jazz Club";
    const { user, path } = openScreen(t(), "/studio", { as: editor });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Clubs and quizzes" }),
    ).toBeVisible();
    await expect
      .poll(() => within(screen.getByRole("list", { name: "Clubs" })).getAllByRole("listitem"))
      .toHaveLength(4);

    // A new club: its fields say what is missing, then it is created, not yet open.
    await user.click(screen.getByRole("button", { name: "New club" }));
    const dialog = await screen.findByRole("dialog", { name: "New club" });
    await user.click(within(dialog).getByRole("button", { name: "Create club" }));
    expect(
      await within(dialog).findByText("The club's name needs at least 2 characters"),
    ).toBeVisible();
    expect(within(dialog).getByText("The description needs at least 10 characters")).toBeVisible();
    expect(within(dialog).getByText("A member passes with 2 of 3 questions right.")).toBeVisible();
    await fill(user, within(dialog).getByLabelText("Name"), name);
    await fill(
      user,
      within(dialog).getByLabelText("Description"),
      "Standards, solos and late sets on 52nd Street.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Create club" }));
    expect(await screen.findByRole("heading", { level: 1, name })).toBeVisible();
    expect(path()).toMatch(/^\/studio\?club=jazz-club/);
    expect(screen.getByText("Not open yet")).toBeVisible();
    expect(screen.getByText("0 of 8 questions", { exact: false })).toBeVisible();

    // A question without its right option marked is refused, in words.
    const form = screen.getByRole("form", { name: "New question" });
    await fill(user, within(form).getByLabelText("Question"), "Who wrote Take Five?");
    await fill(user, within(form).getByRole("textbox", { name: "Option 1" }), "Paul Desmond");
    await fill(user, within(form).getByRole("textbox", { name: "Option 2" }), "Paul Desmond");
    await user.click(within(form).getByRole("button", { name: "Add question" }));
    expect(await within(form).findByText("Choose which option is right")).toBeVisible();
    expect(within(form).getByText("Each option must differ from the others")).toBeVisible();
    await user.click(within(form).getByRole("button", { name: "Remove option 3" }));
    expect(within(form).queryByRole("textbox", { name: "Option 3" })).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Add an option" }));

    for (let n = 1; n <= 8; n++) await writeQuestion(user, n);
    expect(await screen.findByText("Open to members")).toBeVisible();

    // A member finds the club and passes its quiz.
    const member = await t().member({ name: "Mina Brooks" });
    const clubs = reopen(t(), "/clubs", { as: member });
    const card = (await screen.findByRole("heading", { name })).closest("li")!;
    expect(
      within(card).getByText("Standards, solos and late sets", { exact: false }),
    ).toBeVisible();
    await clubs.user.click(within(card).getByRole("button", { name: "Take Quiz" }));
    const quiz = await screen.findByRole("dialog", { name: `${name} Quiz` });
    const groups = await within(quiz).findAllByRole("radiogroup");
    expect(groups).toHaveLength(3);
    expect(within(quiz).getByText("66% or more earns the badge", { exact: false })).toBeVisible();
    for (const group of groups)
      await clubs.user.click(within(group).getByRole("radio", { name: /^Right / }));
    await clubs.user.click(within(quiz).getByRole("button", { name: "Submit answers" }));
    expect(await findToast(`You earned the ${name} badge.`)).toBeVisible();
    expect(await within(card).findByText("Certified")).toBeVisible();
  });

  it("is the 404 page to a member", async () => {
    const member = await t().member();
    openScreen(t(), "/studio", { as: member });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
  });
});
