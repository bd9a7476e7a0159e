import {
  HEIGHT,
  Svg,
  WIDTH,
  between,
  digitSegments,
  digitsWidth,
  glowLight,
  hsl,
  n,
  pick,
  type Rng,
} from '../scene-kit.ts';

const CAR_COLORS = ['#d64545', '#2f6fd6', '#f2f2f0', '#2b2d31', '#9aa3ad', '#e3a72f', '#3f8f6a', '#7a3fb0', '#c9ccd1'];

/** A car seen from above, centred on (0,0), pointing up, in metres scaled by `s`. */
function carFromAbove(s: number, color: string) {
  const w = 1.85 * s;
  const l = 4.5 * s;
  const r = 0.45 * s;
  return [
    `<rect x="${n(-w / 2 + 0.12 * s)}" y="${n(-l / 2 + 0.2 * s)}" width="${n(w)}" height="${n(l)}" rx="${n(r)}" fill="#000" opacity="0.28"/>`,
    `<rect x="${n(-w / 2)}" y="${n(-l / 2)}" width="${n(w)}" height="${n(l)}" rx="${n(r)}" fill="${color}"/>`,
    // Windscreen, roof, rear window.
    `<path d="M${n(-w / 2 + 0.18 * s)},${n(-l / 2 + 1.25 * s)} Q0,${n(-l / 2 + 0.95 * s)} ${n(w / 2 - 0.18 * s)},${n(-l / 2 + 1.25 * s)} L${n(w / 2 - 0.25 * s)},${n(-l / 2 + 1.85 * s)} L${n(-w / 2 + 0.25 * s)},${n(-l / 2 + 1.85 * s)} Z" fill="#1d2733" opacity="0.85"/>`,
    `<rect x="${n(-w / 2 + 0.25 * s)}" y="${n(-l / 2 + 1.85 * s)}" width="${n(w - 0.5 * s)}" height="${n(1.35 * s)}" rx="${n(0.2 * s)}" fill="#ffffff" opacity="0.14"/>`,
    `<path d="M${n(-w / 2 + 0.25 * s)},${n(l / 2 - 1.3 * s)} L${n(w / 2 - 0.25 * s)},${n(l / 2 - 1.3 * s)} L${n(w / 2 - 0.2 * s)},${n(l / 2 - 0.8 * s)} Q0,${n(l / 2 - 0.65 * s)} ${n(-w / 2 + 0.2 * s)},${n(l / 2 - 0.8 * s)} Z" fill="#1d2733" opacity="0.8"/>`,
    // Mirrors and lights.
    `<rect x="${n(-w / 2 - 0.15 * s)}" y="${n(-l / 2 + 1.3 * s)}" width="${n(0.2 * s)}" height="${n(0.15 * s)}" rx="2" fill="${color}"/>`,
    `<rect x="${n(w / 2 - 0.05 * s)}" y="${n(-l / 2 + 1.3 * s)}" width="${n(0.2 * s)}" height="${n(0.15 * s)}" rx="2" fill="${color}"/>`,
    `<rect x="${n(-w / 2 + 0.2 * s)}" y="${n(-l / 2 + 0.05 * s)}" width="${n(0.4 * s)}" height="${n(0.12 * s)}" rx="2" fill="#fff6cf"/>`,
    `<rect x="${n(w / 2 - 0.6 * s)}" y="${n(-l / 2 + 0.05 * s)}" width="${n(0.4 * s)}" height="${n(0.12 * s)}" rx="2" fill="#fff6cf"/>`,
    `<rect x="${n(-w / 2 + 0.2 * s)}" y="${n(l / 2 - 0.17 * s)}" width="${n(0.45 * s)}" height="${n(0.12 * s)}" rx="2" fill="#d33"/>`,
    `<rect x="${n(w / 2 - 0.65 * s)}" y="${n(l / 2 - 0.17 * s)}" width="${n(0.45 * s)}" height="${n(0.12 * s)}" rx="2" fill="#d33"/>`,
  ].join('');
}

/** A painted number centred at (0,0) in plan pixels, digit height `h`. */
function paintedNumber(value: number, h: number, color: string) {
  const unit = h / 2;
  const width = digitsWidth(value) * unit;
  const segments = digitSegments(value)
    .map(
      ([x1, y1, x2, y2]) =>
        `M${n(x1 * unit - width / 2)},${n(y1 * unit - h / 2)} L${n(x2 * unit - width / 2)},${n(y2 * unit - h / 2)}`,
    )
    .join(' ');
  return `<path d="${segments}" stroke="${color}" stroke-width="${n(h * 0.14)}" stroke-linecap="round" fill="none"/>`;
}

function treeFromAbove(x: number, y: number, r: number, rng: Rng) {
  const hue = between(rng, 95, 130);
  const parts = [`<circle cx="${n(x + r * 0.15)}" cy="${n(y + r * 0.2)}" r="${n(r)}" fill="#000" opacity="0.25"/>`];
  for (let i = 0; i < 7; i++) {
    const t = (i / 7) * Math.PI * 2;
    parts.push(
      `<circle cx="${n(x + Math.cos(t) * r * 0.45)}" cy="${n(y + Math.sin(t) * r * 0.45)}" r="${n(r * 0.6)}" fill="${hsl(hue, 40, 30)}"/>`,
    );
  }
  parts.push(
    `<circle cx="${n(x - r * 0.2)}" cy="${n(y - r * 0.25)}" r="${n(r * 0.45)}" fill="${hsl(hue + 8, 45, 42)}"/>`,
  );
  return parts.join('');
}

/** An open-air lot seen from above: two rows of numbered bays, cars, trees; straight or angled bays, day or evening. */
function lotFromAbove(variant: number, rng: Rng) {
  const svg = new Svg();
  const evening = variant === 3;
  const angled = variant === 1;
  const deck = variant === 2;
  const s = between(rng, 30, 34); // px per metre
  const bayW = 2.6 * s;
  const bayL = 5.4 * s;
  const aisle = 6.2 * s;
  const rotation = between(rng, -8, 8);
  const asphalt = evening ? '#2d3138' : deck ? '#a7a9ab' : pick(rng, ['#4a4f57', '#555a60', '#464b52']);
  const paint = deck ? '#f2c230' : evening ? '#e9e2c9' : '#f4f1e6';
  const parts: string[] = [];
  // Oversized plan so the rotation never shows an edge; the rows are centred vertically.
  const left = -300;
  const right = WIDTH + 300;
  const rowTop = HEIGHT / 2 - aisle / 2 - bayL + between(rng, -0.6, 0.6) * s;
  const rowBottom = rowTop + bayL + aisle;
  const islandBottom = rowBottom + bayL;
  parts.push(`<rect x="${left}" y="-400" width="${right - left}" height="${HEIGHT + 800}" fill="${asphalt}"/>`);
  if (deck) {
    // Garage roof deck: concrete joints and a parapet instead of grass.
    for (let x = left; x < right; x += 6 * s)
      parts.push(`<path d="M${n(x)},-400 V${HEIGHT + 400}" stroke="#8f9193" stroke-width="1.5"/>`);
    parts.push(
      `<rect x="${left}" y="-400" width="${right - left}" height="${n(rowTop - 1.2 * s + 400)}" fill="#c4c6c8"/>`,
    );
    parts.push(
      `<rect x="${left}" y="${n(rowTop - 1.4 * s)}" width="${right - left}" height="${n(0.5 * s)}" fill="#d8dadb"/>`,
    );
  } else {
    parts.push(
      `<rect x="${left}" y="-400" width="${right - left}" height="${n(rowTop - 0.8 * s + 400)}" fill="${hsl(100, 30, evening ? 26 : 40)}"/>`,
    );
    parts.push(
      `<rect x="${left}" y="${n(rowTop - 0.8 * s)}" width="${right - left}" height="${n(0.25 * s)}" fill="#b8b4aa"/>`,
    );
  }
  parts.push(
    `<rect x="${left}" y="${n(islandBottom + 0.5 * s)}" width="${right - left}" height="${HEIGHT + 400}" fill="#c9c3b6"/>`,
  );
  parts.push(
    `<rect x="${left}" y="${n(islandBottom + 0.5 * s)}" width="${right - left}" height="${n(0.3 * s)}" fill="#9e998f"/>`,
  );
  const skew = angled ? 1.5 * s : 0;
  let number = Math.floor(between(rng, 1, 30));
  const cars: string[] = [];
  for (const [rowY, facing] of [
    [rowTop, 1],
    [rowBottom, -1],
  ] as const) {
    for (let x = left + 40; x < right - bayW; x += bayW) {
      // Bay separators (slanted when angled).
      const sx = facing > 0 ? skew : -skew;
      parts.push(
        `<path d="M${n(x + sx)},${n(rowY)} L${n(x)},${n(rowY + bayL)}" stroke="${paint}" stroke-width="${n(0.12 * s)}" stroke-linecap="round"/>`,
      );
      const cx = x + bayW / 2 + sx / 2;
      const entry = facing > 0 ? rowY + bayL - 0.55 * s : rowY + 0.55 * s;
      const visible = x > -60 && x < WIDTH + 60;
      if (visible)
        parts.push(`<g transform="translate(${n(cx)},${n(entry)})">${paintedNumber(number, 0.7 * s, paint)}</g>`);
      number++;
      if (rng() < 0.55) {
        const angle =
          (facing > 0 ? 0 : 180) +
          (angled ? (facing > 0 ? -1 : 1) * Math.atan2(skew, bayL) * (180 / Math.PI) : 0) +
          between(rng, -2, 2);
        cars.push(
          `<g transform="translate(${n(cx - (sx / bayL) * 0.45 * s)},${n(rowY + bayL / 2 - facing * 0.45 * s)}) rotate(${n(angle)})">${carFromAbove(s, pick(rng, CAR_COLORS))}</g>`,
        );
      }
    }
  }
  // Aisle arrows.
  const arrowY = rowTop + bayL + aisle / 2;
  for (let x = left + 200; x < right; x += 9 * s) {
    parts.push(
      `<path d="M${n(x)},${n(arrowY - 0.25 * s)} h${n(1.6 * s)} v${n(-0.45 * s)} l${n(0.9 * s)},${n(0.7 * s)} l${n(-0.9 * s)},${n(0.7 * s)} v${n(-0.45 * s)} h${n(-1.6 * s)} Z" fill="${paint}" opacity="0.9"/>`,
    );
  }
  parts.push(...cars);
  // Trees on the grass strip.
  if (!deck) {
    for (let x = left + 80; x < right; x += between(rng, 5, 8) * s) {
      parts.push(treeFromAbove(x, rowTop - 2.6 * s + between(rng, -10, 10), between(rng, 1.6, 2.3) * s, rng));
    }
  }
  const lamps: Array<[number, number]> = [];
  for (let x = left + 150; x < right; x += 14 * s) lamps.push([x, arrowY + between(rng, -4, 4)]);
  svg.add(`<g transform="rotate(${n(rotation)} ${WIDTH / 2} ${HEIGHT / 2})">${parts.join('')}</g>`);
  if (evening) {
    svg.rect(0, 0, WIDTH, HEIGHT, '#0a1030', 'opacity="0.35"');
    const rad = (rotation * Math.PI) / 180;
    for (const [x, y] of lamps) {
      const dx = x - WIDTH / 2;
      const dy = y - HEIGHT / 2;
      const px = WIDTH / 2 + dx * Math.cos(rad) - dy * Math.sin(rad);
      const py = HEIGHT / 2 + dx * Math.sin(rad) + dy * Math.cos(rad);
      svg.circle(
        px,
        py,
        9 * s,
        svg.radial(
          [
            [0, '#ffe2a0', 0.45],
            [0.5, '#ffd27a', 0.15],
            [1, '#ffd27a', 0],
          ],
          px,
          py,
          9 * s,
        ),
      );
      glowLight(svg, px, py, 0.25 * s, '#fff1c4', 4);
    }
  }
  return svg.toString();
}

/** Parking seen from above: an open lot with straight or angled bays, a garage roof deck, an evening lot. */
export function parkingScene(variant: number, rng: Rng) {
  return lotFromAbove(variant % 4, rng);
}
