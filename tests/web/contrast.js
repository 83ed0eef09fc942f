// Every piece of visible text whose contrast with what lies behind it is under WCAG AA (4.5:1, 3:1 for large
// text), as "tag.class \"text\" ratio < needed (colours)" lines; run by tests/web/test_browser_access.py.
const parse = (c) => { const m = /rgba?\(([^)]+)\)/.exec(c); if (!m) return null;
  const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number); return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 }; };
const over = (top, base) => ({ r: top.r * top.a + base.r * (1 - top.a), g: top.g * top.a + base.g * (1 - top.a),
  b: top.b * top.a + base.b * (1 - top.a), a: 1 });
const lum = ({ r, g, b }) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
function backdrop(node) {
  const layers = [];
  for (let e = node; e; e = e.parentElement) {
    const c = parse(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
  }
  let base = { r: 255, g: 255, b: 255, a: 1 };
  for (const c of layers.reverse()) base = over(c, base);
  return base;
}
const found = [];
for (const node of document.querySelectorAll("body *")) {
  if (node.closest("svg") || !node.getClientRects().length) continue;
  const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
  if (!own) continue;
  const style = getComputedStyle(node);
  if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
  const back = backdrop(node);
  const fore = over(parse(style.color), back);
  const [hi, lo] = [lum(fore), lum(back)].sort((x, y) => y - x);
  const ratio = (hi + 0.05) / (lo + 0.05);
  const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
  const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
  if (ratio < needed) found.push(`${node.tagName.toLowerCase()}${node.id ? "#" + node.id : ""}.${node.className} "${node.textContent.trim().slice(0, 20)}" ${ratio.toFixed(2)} < ${needed} (${style.color} on rgb(${Math.round(back.r)},${Math.round(back.g)},${Math.round(back.b)}))`);
}
return found;
