import type { Page } from "@playwright/test";

/** Picks an option of one of the form's selects. */
export async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Fills "Who you'd like to meet" (sign-up, /complete-profile, asked once) as a member would. */
export async function fillWishFields(page: Page) {
  await chooseOption(page, "Gender", "In my own words");
  await page.getByLabel("Your gender, in your own words").fill("genderqueer");
  await page.getByRole("checkbox", { name: "Women", exact: true }).check();
  await page.getByRole("checkbox", { name: "Non-binary people", exact: true }).check();
  await page.getByLabel("From", { exact: true }).fill("26");
  await page.getByLabel("To", { exact: true }).fill("38");
  await chooseOption(page, "Looking for", "A relationship");
}
