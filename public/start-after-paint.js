// A screen the server drew (docs/decisions/0045) is on screen before the app's code runs: the
// app's entry (data-entry, already being fetched by a modulepreload) starts once the browser has
// painted a frame, or after 100 ms where no frame comes (a tab opened in the background).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
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
