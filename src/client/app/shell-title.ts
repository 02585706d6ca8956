/**
 * The shell's own <title> (index.html's, or the one the server drew into the head) stays until a
 * page renders its own: React 19 puts a page's <title> into the head beside any already there,
 * and a document with two titles has a name nobody chose. Hydration adopts the shell's title
 * instead of adding one, and then nothing is added here.
 */
export function letShellTitleGiveWay(): void {
  const shellTitle = document.head.querySelector("title");
  if (!shellTitle) return;
  const observer = new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some(
        (node) => node instanceof HTMLTitleElement && node !== shellTitle,
      ),
    );
    if (!added) return;
    shellTitle.remove();
    observer.disconnect();
  });
  observer.observe(document.head, { childList: true });
}
