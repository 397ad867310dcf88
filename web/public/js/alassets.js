/* Shared asset settings for the journey's pages (spec §2: loaded from /main/js/alassets.js). */
(function () {
  "use strict";
  var base = "/main/images/";
  window.alAssets = Object.freeze({
    imagesBase: base,
    spriteBase: base + "fonts/",
    image: function (name) {
      return base + String(name).replace(/^\/+/, "");
    },
  });
})();
