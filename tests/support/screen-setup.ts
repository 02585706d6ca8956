import { afterEach } from "vitest";
import { clearPage } from "./screen";

// Run for each screen test file: each test starts on an empty page.
afterEach(clearPage);
