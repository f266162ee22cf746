/**
 * Font stack of every text the canvas draws (round title, skill banners, synergy panels, placeholders, the number
 * font). The same system faces as the page (src/app/styles/app.css) with the usual Simplified Chinese faces of
 * each platform listed by name: a canvas measures and draws text off the page, so it does not get the page's
 * `lang` and the browser's per-glyph fallback may pick a Japanese or Traditional face for Han characters, or none
 * (boxes) on a system whose default face has no CJK glyphs. The Latin faces come first, so en and ru look as before.
 */
export const SCENE_FONT =
  "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";
