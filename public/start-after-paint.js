// A screen the server drew (docs/decisions/0045) is on screen before the app's code is even
// fetched: once the browser has painted a frame (or after 100 ms where no frame comes, a tab
// opened in the background), the app's entry (data-entry) and the files its screen needs
// (data-preload, fetched side by side rather than one import after another) are asked for.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  // Until the app has adopted the page (#root's data-drawn is gone), a form on it is not
  // submitted by the browser itself, which would put what was typed (a password) in the address.
  document.addEventListener(
    "submit",
    function (event) {
      var root = document.getElementById("root");
      if (root && root.hasAttribute("data-drawn")) event.preventDefault();
    },
    true,
  );
  // A tap on a button before then would be lost (the app's handlers aren't there yet): the last
  // one is kept and made again once the app has adopted the page, where the button still is.
  var root = document.getElementById("root");
  var tapped = null;
  document.addEventListener(
    "click",
    function (event) {
      if (!root || !root.hasAttribute("data-drawn")) return;
      var target = event.target instanceof Element ? event.target : null;
      var button =
        target && target.closest('button, [role="button"], [role="tab"], [role="switch"]');
      if (!button || !root.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      tapped = button;
    },
    true,
  );
  if (root && root.hasAttribute("data-drawn")) {
    new MutationObserver(function (_, observer) {
      if (root.hasAttribute("data-drawn")) return;
      observer.disconnect();
      var button = tapped;
      tapped = null;
      if (button && !button.isConnected) button = sameButton(root, button);
      if (button) button.click();
    }).observe(root, { attributes: true, attributeFilter: ["data-drawn"] });
  }
  // Where the app had to draw the page anew, the button it now shows in the tapped one's place.
  function sameButton(root, old) {
    var label = old.getAttribute("aria-label");
    var text = old.textContent;
    var candidates = root.querySelectorAll(old.tagName);
    for (var i = 0; i < candidates.length; i++) {
      var candidate = candidates[i];
      if (candidate.getAttribute("aria-label") === label && candidate.textContent === text)
        return candidate;
    }
    return null;
  }
  var preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (file) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = file;
      document.head.appendChild(link);
    });
    var app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.appendChild(app);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();
