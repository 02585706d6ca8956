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
