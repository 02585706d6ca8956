// Where a toast may stand: never over a title or something to press. Measured while
// toasts are on screen, so a page or dialog that arrives after the toast moves it too.

/** What a toast must never cover: titles, and whatever can be pressed or typed in. */
const KEPT_IN_SIGHT =
  "h1, h2, h3, h4, [role=heading], button, a[href], input, textarea, select, [role=tab], [role=switch], [role=combobox], [role=button], [role=checkbox], [role=radio]";
const GAP = 8;
const STEP = 4;

/** The layer the member is using: the newest open dialog or sheet, else the page. */
function topLayer(): Element {
  const open = document.querySelectorAll(
    "[role=dialog][data-state=open], [role=alertdialog][data-state=open]",
  );
  return open[open.length - 1] ?? document.getElementById("root") ?? document.body;
}

/**
 * The highest top (px from the window's top) at which a toast `height` tall, spanning `left` to
 * `right`, covers nothing kept in sight, between the header and the phone's bottom bar (the whole
 * window over a dialog, whose page is out of reach anyway); null when there is no such place.
 */
export function clearToastTop(height: number, left: number, right: number): number | null {
  const layer = topLayer();
  const inDialog = layer.matches("[role=dialog], [role=alertdialog]");
  const header = [...document.querySelectorAll("header")].find((el) =>
    ["sticky", "fixed"].includes(getComputedStyle(el).position),
  );
  const bar = document.querySelector("[data-bottom-nav]");
  const minTop = inDialog ? GAP : (header?.getBoundingClientRect().bottom ?? 0) + GAP;
  const barTop = bar?.getBoundingClientRect().top;
  const maxBottom =
    (!inDialog && barTop !== undefined && barTop > 0 ? barTop : window.innerHeight) - GAP;
  const rects = [...layer.querySelectorAll(KEPT_IN_SIGHT)]
    .filter((el) => !el.closest(".sr-only, [aria-hidden=true], [data-sonner-toaster]"))
    .map((el) => el.getBoundingClientRect())
    .filter(
      (r) =>
        r.width > 1 &&
        r.height > 1 &&
        r.bottom > minTop &&
        r.top < maxBottom &&
        r.right > left &&
        r.left < right,
    );
  for (let top = minTop; top + height <= maxBottom; top += STEP) {
    if (!rects.some((r) => r.top < top + height && r.bottom > top)) return Math.round(top);
  }
  return null;
}
