/**
 * A tiny toolkit for the generated demo pictures: an SVG builder, a seeded random source, sky
 * palettes and a level pinhole camera that projects ground-plane metres onto the 1200×800 canvas.
 * Everything is plain shapes (no text, no fonts, no filters) so librsvg renders it quickly and
 * identically on any machine.
 */

export const WIDTH = 1200;
export const HEIGHT = 800;

export type Rng = () => number;

/** mulberry32: small, fast, deterministic. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** Rounds coordinates so the SVG text stays small. */
export const n = (value: number) => Math.round(value * 10) / 10;

export function hsl(hue: number, saturation: number, lightness: number, alpha?: number) {
  const h = ((hue % 360) + 360) % 360;
  const s = Math.max(0, Math.min(100, saturation));
  const l = Math.max(0, Math.min(100, lightness));
  return alpha === undefined ? `hsl(${n(h)},${n(s)}%,${n(l)}%)` : `hsla(${n(h)},${n(s)}%,${n(l)}%,${alpha})`;
}

type Stop = [offset: number, color: string, opacity?: number];

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  add(markup: string) {
    this.body.push(markup);
    return this;
  }

  /** A vertical (default) or arbitrary linear gradient in object bounding-box units; returns `url(#id)`. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = `g${++this.counter}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space (canvas pixels); returns `url(#id)`. */
  radial(stops: Stop[], cx: number, cy: number, r: number) {
    const id = `g${++this.counter}`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A repeating pattern of raw markup in a w×h tile; returns `url(#id)`. */
  pattern(markup: string, w: number, h: number, transform = '') {
    const id = `p${++this.counter}`;
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${transform ? ` patternTransform="${transform}"` : ''}>${markup}</pattern>`,
    );
    return `url(#${id})`;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    return this.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = '') {
    return this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    return this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`);
  }

  path(d: string, fill: string, extra = '') {
    return this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  polygon(points: Array<[number, number]>, fill: string, extra = '') {
    if (points.length < 3 || offCanvas(points)) return this;
    return this.add(
      `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`,
    );
  }

  polyline(points: Array<[number, number]>, stroke: string, width: number, extra = '') {
    if (points.length < 2 || offCanvas(points, width)) return this;
    return this.add(
      `<polyline points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
    if (
      offCanvas(
        [
          [x1, y1],
          [x2, y2],
        ],
        width,
      )
    )
      return this;
    return this.add(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" ${extra}/>`,
    );
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** True when a shape's bounding box misses the canvas: it is left out (shorter SVG, faster rendering). */
function offCanvas(points: Array<[number, number]>, margin = 0) {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return maxX < -margin || minX > WIDTH + margin || maxY < -margin || minY > HEIGHT + margin;
}

function stopsOf(stops: Stop[]) {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Time of day

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night';

export interface SkyPalette {
  stops: [string, string, string];
  sun: string;
  /** Colour laid over the finished scene (0 opacity at noon). */
  tint: string;
  tintOpacity: number;
  /** Lamps, bulbs and windows glow. */
  lit: boolean;
  cloud: string;
  cloudOpacity: number;
}

export const SKIES: Record<TimeOfDay, SkyPalette> = {
  morning: {
    stops: ['#79addf', '#b4d6f2', '#fbe6cc'],
    sun: '#fff5dc',
    tint: '#ffcf99',
    tintOpacity: 0.07,
    lit: false,
    cloud: '#ffffff',
    cloudOpacity: 0.75,
  },
  noon: {
    stops: ['#3a86d6', '#7ab8ec', '#d4ecfb'],
    sun: '#fffdf0',
    tint: '#ffffff',
    tintOpacity: 0,
    lit: false,
    cloud: '#ffffff',
    cloudOpacity: 0.85,
  },
  golden: {
    stops: ['#7f9ed8', '#f3b383', '#ffd994'],
    sun: '#fff0b5',
    tint: '#ff9b3d',
    tintOpacity: 0.13,
    lit: false,
    cloud: '#ffe3c2',
    cloudOpacity: 0.7,
  },
  dusk: {
    stops: ['#232a5c', '#7a4f8c', '#f39472'],
    sun: '#ffc891',
    tint: '#2b2159',
    tintOpacity: 0.3,
    lit: true,
    cloud: '#f7a3a0',
    cloudOpacity: 0.45,
  },
  night: {
    stops: ['#080c26', '#17204d', '#3d3f78'],
    sun: '#f4f1dc',
    tint: '#0a1030',
    tintOpacity: 0.48,
    lit: true,
    cloud: '#4b4f86',
    cloudOpacity: 0.35,
  },
};

export function drawSky(
  svg: Svg,
  time: TimeOfDay,
  horizon: number,
  rng: Rng,
  options: { sunX?: number; clouds?: number } = {},
) {
  const sky = SKIES[time];
  svg.rect(
    0,
    0,
    WIDTH,
    horizon + 4,
    svg.linear([
      [0, sky.stops[0]],
      [0.62, sky.stops[1]],
      [1, sky.stops[2]],
    ]),
  );
  const sunX = options.sunX ?? between(rng, 180, 1020);
  if (time === 'night') {
    for (let i = 0; i < 70; i++)
      svg.circle(
        rng() * WIDTH,
        rng() * horizon * 0.8,
        between(rng, 0.6, 1.8),
        '#ffffff',
        `opacity="${n(between(rng, 0.3, 0.9))}"`,
      );
    const moonY = between(rng, 70, horizon * 0.45);
    svg.circle(
      sunX,
      moonY,
      70,
      svg.radial(
        [
          [0, '#f4f1dc', 0.35],
          [1, '#f4f1dc', 0],
        ],
        sunX,
        moonY,
        70,
      ),
    );
    svg.circle(sunX, moonY, 26, sky.sun);
    svg.circle(sunX + 9, moonY - 6, 22, sky.stops[0], 'opacity="0.9"');
  } else {
    const sunY =
      time === 'noon'
        ? between(rng, 60, 140)
        : time === 'morning'
          ? horizon * 0.55
          : horizon * between(rng, 0.72, 0.86);
    const glow = time === 'noon' ? 150 : 260;
    svg.circle(
      sunX,
      sunY,
      glow,
      svg.radial(
        [
          [0, sky.sun, 0.75],
          [0.25, sky.sun, 0.3],
          [1, sky.sun, 0],
        ],
        sunX,
        sunY,
        glow,
      ),
    );
    svg.circle(sunX, sunY, time === 'noon' ? 34 : 44, sky.sun, `opacity="${time === 'dusk' ? 0.85 : 1}"`);
  }
  const clouds = options.clouds ?? Math.floor(between(rng, 2, 5));
  for (let i = 0; i < clouds; i++)
    cloud(svg, between(rng, 60, WIDTH - 60), between(rng, 40, horizon * 0.6), between(rng, 0.6, 1.3), sky, rng);
}

function cloud(svg: Svg, x: number, y: number, scale: number, sky: SkyPalette, rng: Rng) {
  const puffs: string[] = [];
  const count = 4 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) {
    const px = x + (i - count / 2) * 34 * scale + between(rng, -8, 8);
    const r = (i === 0 || i === count - 1 ? 24 : between(rng, 32, 46)) * scale;
    puffs.push(`<circle cx="${n(px)}" cy="${n(y - r * 0.35)}" r="${n(r)}"/>`);
  }
  puffs.push(
    `<rect x="${n(x - (count / 2) * 34 * scale - 20 * scale)}" y="${n(y - 6 * scale)}" width="${n(count * 34 * scale + 40 * scale)}" height="${n(24 * scale)}" rx="${n(12 * scale)}"/>`,
  );
  svg.add(`<g fill="${sky.cloud}" opacity="${sky.cloudOpacity}">${puffs.join('')}</g>`);
}

export function drawTint(svg: Svg, time: TimeOfDay) {
  const sky = SKIES[time];
  if (sky.tintOpacity > 0) svg.rect(0, 0, WIDTH, HEIGHT, sky.tint, `opacity="${sky.tintOpacity}"`);
}

/** A warm light with a soft halo (drawn after the tint so it glows). */
export function glowLight(svg: Svg, x: number, y: number, r: number, color = '#ffd27a', halo = 6) {
  svg.circle(
    x,
    y,
    r * halo,
    svg.radial(
      [
        [0, color, 0.55],
        [0.35, color, 0.18],
        [1, color, 0],
      ],
      x,
      y,
      r * halo,
    ),
  );
  svg.circle(x, y, r, '#fff6d8');
}

// ---------------------------------------------------------------------------------------------
// Camera

export type P3 = [x: number, y: number, z: number];
export type P2 = [number, number];

/**
 * A level pinhole camera: ground is y = 0, x to the right, z away from the viewer. The horizon
 * can sit anywhere on the canvas (a shifted lens), which lets an elevated camera look "down" with
 * vertical lines staying vertical.
 */
export class Camera {
  private readonly cos: number;
  private readonly sin: number;

  constructor(
    readonly options: {
      height: number;
      horizon: number;
      focal?: number;
      yaw?: number;
      x?: number;
      z?: number;
      cx?: number;
    },
  ) {
    const yaw = options.yaw ?? 0;
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
  }

  get focal() {
    return this.options.focal ?? 900;
  }

  /** Camera space: [right, up (relative to the camera), depth]. */
  private toCamera([x, y, z]: P3): P3 {
    const dx = x - (this.options.x ?? 0);
    const dz = z - (this.options.z ?? 0);
    return [dx * this.cos - dz * this.sin, y - this.options.height, dx * this.sin + dz * this.cos];
  }

  private toScreen([rx, ry, rz]: P3): P2 {
    return [(this.options.cx ?? WIDTH / 2) + (this.focal * rx) / rz, this.options.horizon - (this.focal * ry) / rz];
  }

  depth(point: P3) {
    return this.toCamera(point)[2];
  }

  /** Pixels per metre at a point (for stroke widths and sizes). */
  scale(point: P3) {
    return this.focal / Math.max(0.3, this.depth(point));
  }

  project(point: P3): P2 {
    const c = this.toCamera(point);
    return this.toScreen([c[0], c[1], Math.max(0.05, c[2])]);
  }

  /** Projects a planar polygon, clipping it at the near plane. */
  polygon(points: P3[], near = 0.4): P2[] {
    const camera = points.map((point) => this.toCamera(point));
    const clipped: P3[] = [];
    for (let i = 0; i < camera.length; i++) {
      const a = camera[i]!;
      const b = camera[(i + 1) % camera.length]!;
      const aIn = a[2] >= near;
      const bIn = b[2] >= near;
      if (aIn) clipped.push(a);
      if (aIn !== bIn) {
        const t = (near - a[2]) / (b[2] - a[2]);
        clipped.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
      }
    }
    return clipped.map((point) => this.toScreen(point));
  }
}

/** Ground-plane helpers bound to one camera and canvas. */
export class Stage {
  constructor(
    readonly svg: Svg,
    readonly camera: Camera,
  ) {}

  ground(points: Array<[number, number]>, fill: string, extra = '') {
    this.svg.polygon(this.camera.polygon(points.map(([x, z]) => [x, 0, z] as P3)), fill, extra);
  }

  face(points: P3[], fill: string, extra = '') {
    this.svg.polygon(this.camera.polygon(points), fill, extra);
  }

  /** A painted line on the ground, `width` metres wide, as a true perspective strip. */
  groundLine(x1: number, z1: number, x2: number, z2: number, width: number, fill: string, extra = '') {
    const length = Math.hypot(x2 - x1, z2 - z1) || 1;
    const ox = (-(z2 - z1) / length) * (width / 2);
    const oz = ((x2 - x1) / length) * (width / 2);
    this.ground(
      [
        [x1 + ox, z1 + oz],
        [x2 + ox, z2 + oz],
        [x2 - ox, z2 - oz],
        [x1 - ox, z1 - oz],
      ],
      fill,
      extra,
    );
  }

  /** A painted polyline on the ground (arcs, circles) made of strips. */
  groundPath(points: Array<[number, number]>, width: number, fill: string) {
    for (let i = 0; i < points.length - 1; i++) {
      const [x1, z1] = points[i]!;
      const [x2, z2] = points[i + 1]!;
      // Slight overlap hides seams between the strips.
      const dx = (x2 - x1) * 0.04;
      const dz = (z2 - z1) * 0.04;
      this.groundLine(x1 - dx, z1 - dz, x2 + dx, z2 + dz, width, fill);
    }
  }

  /** A 3D segment stroked with a width in metres at its midpoint. */
  line3(a: P3, b: P3, stroke: string, width: number, extra = '') {
    if (this.camera.depth(a) < 0.4 || this.camera.depth(b) < 0.4) return;
    const mid: P3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
    const [x1, y1] = this.camera.project(a);
    const [x2, y2] = this.camera.project(b);
    this.svg.line(x1, y1, x2, y2, stroke, Math.max(0.8, width * this.camera.scale(mid)), extra);
  }

  polyline3(points: P3[], stroke: string, width: number, extra = '') {
    const visible = points.filter((point) => this.camera.depth(point) >= 0.4);
    if (visible.length < 2) return;
    const mid = visible[Math.floor(visible.length / 2)]!;
    this.svg.polyline(
      visible.map((point) => this.camera.project(point)),
      stroke,
      Math.max(0.8, width * this.camera.scale(mid)),
      extra,
    );
  }

  /** An axis-aligned box (x1..x2, y1..y2, z1..z2) with shaded faces, painter-ordered for this camera. */
  box(
    x1: number,
    x2: number,
    y1: number,
    y2: number,
    z1: number,
    z2: number,
    color: { top: string; front: string; side: string },
  ) {
    const cam = this.camera.options;
    const camX = cam.x ?? 0;
    const camZ = cam.z ?? 0;
    // Side face toward the camera.
    if (camX < x1)
      this.face(
        [
          [x1, y1, z1],
          [x1, y1, z2],
          [x1, y2, z2],
          [x1, y2, z1],
        ],
        color.side,
      );
    else if (camX > x2)
      this.face(
        [
          [x2, y1, z1],
          [x2, y1, z2],
          [x2, y2, z2],
          [x2, y2, z1],
        ],
        color.side,
      );
    if (camZ < z1)
      this.face(
        [
          [x1, y1, z1],
          [x2, y1, z1],
          [x2, y2, z1],
          [x1, y2, z1],
        ],
        color.front,
      );
    else if (camZ > z2)
      this.face(
        [
          [x1, y1, z2],
          [x2, y1, z2],
          [x2, y2, z2],
          [x1, y2, z2],
        ],
        color.front,
      );
    if (cam.height > y2)
      this.face(
        [
          [x1, y2, z1],
          [x2, y2, z1],
          [x2, y2, z2],
          [x1, y2, z2],
        ],
        color.top,
      );
  }

  /** A soft ground shadow (an ellipse flattened by perspective). */
  shadow(x: number, z: number, radius: number, opacity = 0.25) {
    const points: P3[] = [];
    for (let i = 0; i < 16; i++) {
      const t = (i / 16) * Math.PI * 2;
      points.push([x + Math.cos(t) * radius, 0, z + Math.sin(t) * radius * 0.8]);
    }
    this.svg.polygon(this.camera.polygon(points), '#000000', `opacity="${opacity}"`);
  }
}

export function circlePoints(
  cx: number,
  cz: number,
  radius: number,
  from = 0,
  to = Math.PI * 2,
  steps = 40,
): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i++) {
    const t = from + ((to - from) * i) / steps;
    points.push([cx + Math.cos(t) * radius, cz + Math.sin(t) * radius]);
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// Reusable props (drawn in screen space at a projected base)

/** A broadleaf tree: trunk and a canopy of overlapping discs. `size` is the canopy radius in px. */
export function tree(svg: Svg, x: number, baseY: number, size: number, hue: number, rng: Rng, lightness = 34) {
  const trunkH = size * 1.5;
  svg.path(
    `M${n(x - size * 0.1)},${n(baseY)} L${n(x - size * 0.06)},${n(baseY - trunkH)} L${n(x + size * 0.06)},${n(baseY - trunkH)} L${n(x + size * 0.12)},${n(baseY)} Z`,
    '#6b4a32',
  );
  const cy = baseY - trunkH - size * 0.45;
  const blobs: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = (i / 9) * Math.PI * 2;
    const r = size * between(rng, 0.45, 0.62);
    blobs.push(
      `<circle cx="${n(x + Math.cos(angle) * size * 0.55)}" cy="${n(cy + Math.sin(angle) * size * 0.42)}" r="${n(r)}"/>`,
    );
  }
  blobs.push(`<circle cx="${n(x)}" cy="${n(cy)}" r="${n(size * 0.7)}"/>`);
  svg.add(`<g fill="${hsl(hue, 42, lightness)}">${blobs.join('')}</g>`);
  // Sunlit highlights on the upper left.
  const highlights: string[] = [];
  for (let i = 0; i < 5; i++) {
    highlights.push(
      `<circle cx="${n(x - size * between(rng, 0.1, 0.55))}" cy="${n(cy - size * between(rng, 0.15, 0.55))}" r="${n(size * between(rng, 0.2, 0.34))}"/>`,
    );
  }
  svg.add(`<g fill="${hsl(hue + 8, 48, lightness + 11)}" opacity="0.85">${highlights.join('')}</g>`);
}

/** A conifer (for skylines of trees). */
export function pine(svg: Svg, x: number, baseY: number, height: number, color: string) {
  const w = height * 0.32;
  svg.path(
    `M${n(x)},${n(baseY - height)} L${n(x + w)},${n(baseY - height * 0.12)} L${n(x - w)},${n(baseY - height * 0.12)} Z`,
    color,
  );
  svg.rect(x - w * 0.1, baseY - height * 0.14, w * 0.2, height * 0.14, '#4a3424');
}

/** A palm tree leaning slightly. */
export function palm(svg: Svg, x: number, baseY: number, height: number, lean: number, frond: string) {
  const topX = x + lean * height;
  const topY = baseY - height;
  const midX = x + lean * height * 0.35;
  const w = height * 0.035;
  svg.path(
    `M${n(x - w)},${n(baseY)} Q${n(midX - w)},${n(baseY - height * 0.5)} ${n(topX - w * 0.6)},${n(topY)} L${n(topX + w * 0.6)},${n(topY)} Q${n(midX + w)},${n(baseY - height * 0.5)} ${n(x + w)},${n(baseY)} Z`,
    '#8a6a4a',
  );
  for (let i = 0; i < 8; i++) {
    const angle = -Math.PI + (i / 7) * Math.PI + (i % 2 ? 0.15 : -0.1);
    const len = height * (0.42 + (i % 3) * 0.05);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.45 + len * 0.35;
    const cx = topX + Math.cos(angle) * len * 0.5;
    const cy = topY + Math.sin(angle) * len * 0.5 - len * 0.12;
    svg.path(
      `M${n(topX)},${n(topY)} Q${n(cx)},${n(cy - len * 0.1)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + len * 0.08)} ${n(topX)},${n(topY)} Z`,
      frond,
    );
  }
}

/** A row of rounded bushes/trees along the horizon. */
export function treeline(svg: Svg, baseY: number, height: number, color: string, rng: Rng) {
  let d = `M0,${n(baseY)}`;
  let x = 0;
  while (x < WIDTH + 40) {
    const w = between(rng, 40, 110);
    const h = height * between(rng, 0.55, 1);
    d += ` Q${n(x + w / 2)},${n(baseY - h * 1.6)} ${n(x + w)},${n(baseY - h * 0.3)}`;
    x += w;
  }
  d += ` L${WIDTH + 60},${n(baseY + 4)} L0,${n(baseY + 4)} Z`;
  svg.path(d, color);
}

/** Seven-segment digits (painted numbers without fonts): returns segments as [x1,y1,x2,y2] in a 1×2 cell. */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};
const SEGMENT_LINES: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};

/** Segments of a number laid out left to right; cell width 1, gap 0.5, height 2. */
export function digitSegments(value: number): Array<[number, number, number, number]> {
  const text = String(value);
  const segments: Array<[number, number, number, number]> = [];
  [...text].forEach((char, index) => {
    const offset = index * 1.6;
    for (const segment of SEGMENTS[char] ?? '') {
      const [x1, y1, x2, y2] = SEGMENT_LINES[segment]!;
      segments.push([x1 + offset, y1, x2 + offset, y2]);
    }
  });
  return segments;
}

export const digitsWidth = (value: number) => String(value).length * 1.6 - 0.6;

/** Fills everything below the horizon, so no sky shows between far ground and the horizon line. */
export function groundBase(svg: Svg, horizon: number, color = hsl(100, 26, 40)) {
  svg.rect(0, horizon, WIDTH, HEIGHT - horizon, color);
}

/** A market umbrella with alternating panels, painter-sorted for the camera. */
export function umbrella(stage: Stage, x: number, z: number, hue: number, rng: Rng) {
  const { camera } = stage;
  const apex: P3 = [x, 2.7, z];
  stage.line3([x, 0, z], apex, '#ece7dc', 0.06);
  const rim: P3[] = [];
  const radius = 1.4;
  for (let i = 0; i < 8; i++) {
    const t = (i / 8) * Math.PI * 2 + 0.2;
    rim.push([x + Math.cos(t) * radius, 2.1, z + Math.sin(t) * radius]);
  }
  const panels = rim.map((point, i) => ({ i, points: [apex, point, rim[(i + 1) % 8]!] as P3[] }));
  panels.sort(
    (a, b) =>
      camera.depth(b.points[1]!) + camera.depth(b.points[2]!) - camera.depth(a.points[1]!) - camera.depth(a.points[2]!),
  );
  const light = hsl(hue, 60, between(rng, 62, 70));
  for (const panel of panels) stage.face(panel.points, panel.i % 2 ? '#fbf7ee' : light);
}
