import {
  Camera,
  HEIGHT,
  WIDTH,
  SKIES,
  Stage,
  Svg,
  between,
  circlePoints,
  drawSky,
  drawTint,
  glowLight,
  groundBase,
  hsl,
  n,
  pick,
  pine,
  tree,
  treeline,
  umbrella,
  type P3,
  type Rng,
  type TimeOfDay,
} from '../scene-kit.ts';

/** Collects circles by colour into one path each: thousands of flowers render as a handful of fills. */
class Dots {
  private readonly groups = new Map<string, string[]>();
  add(x: number, y: number, r: number, color: string) {
    if (x + r < 0 || x - r > WIDTH || y + r < 0 || y - r > HEIGHT) return;
    let list = this.groups.get(color);
    if (!list) this.groups.set(color, (list = []));
    list.push(`M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0`);
  }
  flush(svg: Svg) {
    for (const [color, circles] of this.groups) svg.add(`<path fill="${color}" d="${circles.join('')}"/>`);
    this.groups.clear();
  }
}

/** A flower: petals around a centre when near, a dot when far. */
function flower(dots: Dots, x: number, y: number, r: number, color: string, center = '#f6d55c') {
  if (r < 4.5) {
    dots.add(x, y, Math.max(1, r), color);
    return;
  }
  for (let i = 0; i < 5; i++) {
    const t = (i / 5) * Math.PI * 2;
    dots.add(x + Math.cos(t) * r * 0.55, y + Math.sin(t) * r * 0.5, r * 0.5, color);
  }
  dots.add(x, y, r * 0.32, center);
}

function stringLights(stage: Stage, a: P3, b: P3, sag: number, lit: boolean, bulbs = 18) {
  const points: P3[] = [];
  for (let i = 0; i <= bulbs; i++) {
    const t = i / bulbs;
    points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - sag * 4 * t * (1 - t), a[2] + (b[2] - a[2]) * t]);
  }
  stage.polyline3(points, '#2b2b2b', 0.015);
  for (const point of points.slice(1, -1)) {
    const [x, y] = stage.camera.project(point);
    const r = Math.max(1.8, 0.045 * stage.camera.scale(point));
    if (lit) glowLight(stage.svg, x, y + r, r, '#ffcf70', 5);
    else stage.svg.circle(x, y + r, r, '#fff3d1', 'opacity="0.9"');
  }
}

type FenceStyle = 'cedar' | 'picket' | 'slat';

function fenceRun(
  stage: Stage,
  x1: number,
  z1: number,
  x2: number,
  z2: number,
  height: number,
  style: FenceStyle,
  wood: string,
) {
  const base: P3[] = [
    [x1, 0, z1],
    [x2, 0, z2],
    [x2, height, z2],
    [x1, height, z1],
  ];
  const length = Math.hypot(x2 - x1, z2 - z1);
  if (style === 'picket') {
    stage.line3([x1, height * 0.3, z1], [x2, height * 0.3, z2], wood, 0.06);
    stage.line3([x1, height * 0.75, z1], [x2, height * 0.75, z2], wood, 0.06);
    const count = Math.floor(length / 0.16);
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x = x1 + (x2 - x1) * t;
      const z = z1 + (z2 - z1) * t;
      const dx = ((x2 - x1) / length) * 0.045;
      const dz = ((z2 - z1) / length) * 0.045;
      stage.face(
        [
          [x - dx, 0, z - dz],
          [x + dx, 0, z + dz],
          [x + dx, height, z + dz],
          [x, height + 0.08, z],
          [x - dx, height, z - dz],
        ],
        '#fbfaf5',
      );
    }
    return;
  }
  stage.face(base, wood);
  if (style === 'cedar') {
    const count = Math.floor(length / 0.15);
    for (let i = 1; i < count; i++) {
      const t = i / count;
      stage.line3(
        [x1 + (x2 - x1) * t, 0, z1 + (z2 - z1) * t],
        [x1 + (x2 - x1) * t, height, z1 + (z2 - z1) * t],
        'rgba(60,35,20,0.35)',
        0.012,
      );
    }
    stage.line3([x1, height, z1], [x2, height, z2], 'rgba(70,45,25,0.8)', 0.06);
  } else {
    for (let y = 0.15; y < height; y += 0.16) stage.line3([x1, y, z1], [x2, y, z2], 'rgba(20,20,25,0.45)', 0.02);
  }
  const posts = Math.floor(length / 2.4);
  for (let i = 0; i <= posts; i++) {
    const t = i / posts;
    stage.line3(
      [x1 + (x2 - x1) * t, 0, z1 + (z2 - z1) * t],
      [x1 + (x2 - x1) * t, height + 0.05, z1 + (z2 - z1) * t],
      'rgba(40,25,15,0.45)',
      0.09,
    );
  }
}

function chair(stage: Stage, x: number, z: number, facing: number, color: string) {
  // facing: +1 back toward +z (chair faces the viewer), -1 back toward the viewer.
  const back = facing > 0 ? z + 0.22 : z - 0.22;
  for (const [dx, dz] of [
    [-0.2, -0.2],
    [0.2, -0.2],
    [-0.2, 0.2],
    [0.2, 0.2],
  ] as const)
    stage.line3([x + dx, 0, z + dz], [x + dx, 0.45, z + dz], '#3a3a3a', 0.03);
  stage.box(x - 0.23, x + 0.23, 0.42, 0.47, z - 0.23, z + 0.23, { top: color, front: color, side: color });
  stage.face(
    [
      [x - 0.23, 0.47, back],
      [x + 0.23, 0.47, back],
      [x + 0.23, 0.95, back],
      [x - 0.23, 0.95, back],
    ],
    color,
  );
}

function roundTable(stage: Stage, x: number, z: number, color: string) {
  stage.shadow(x, z, 0.6, 0.18);
  stage.line3([x, 0, z], [x, 0.74, z], '#3a3a3a', 0.06);
  stage.face(
    circlePoints(x, z, 0.55, 0, Math.PI * 2, 24).map(([px, pz]) => [px, 0.76, pz] as P3),
    color,
  );
}

function grill(stage: Stage, x: number, z: number) {
  const { svg, camera } = stage;
  for (const [dx, dz] of [
    [-0.22, -0.15],
    [0.22, -0.15],
    [0, 0.22],
  ] as const)
    stage.line3([x + dx, 0, z + dz], [x, 0.6, z], '#222', 0.03);
  const [cx, cy] = camera.project([x, 0.8, z]);
  const s = camera.scale([x, 0.8, z]);
  svg.path(`M${n(cx - 0.3 * s)},${n(cy)} A${n(0.3 * s)},${n(0.26 * s)} 0 0 0 ${n(cx + 0.3 * s)},${n(cy)} Z`, '#1d1f22');
  svg.path(`M${n(cx - 0.3 * s)},${n(cy)} A${n(0.3 * s)},${n(0.24 * s)} 0 0 1 ${n(cx + 0.3 * s)},${n(cy)} Z`, '#2a2d31');
  svg.rect(cx - 0.03 * s, cy - 0.3 * s, 0.06 * s, 0.06 * s, '#888');
}

function firePit(stage: Stage, x: number, z: number, lit: boolean) {
  const { svg, camera } = stage;
  stage.face(
    circlePoints(x, z, 0.75, 0, Math.PI * 2, 24).map(([px, pz]) => [px, 0.35, pz] as P3),
    '#8d8780',
  );
  stage.face(
    circlePoints(x, z, 0.55, 0, Math.PI * 2, 24).map(([px, pz]) => [px, 0.36, pz] as P3),
    '#2b2623',
  );
  const [fx, fy] = camera.project([x, 0.36, z]);
  const s = camera.scale([x, 0.36, z]);
  if (lit)
    svg.circle(
      fx,
      fy - 0.3 * s,
      2.2 * s,
      svg.radial(
        [
          [0, '#ffb347', 0.55],
          [1, '#ff7a18', 0],
        ],
        fx,
        fy - 0.3 * s,
        2.2 * s,
      ),
    );
  for (const [dx, h, color] of [
    [-0.15, 0.55, '#ff7a18'],
    [0.1, 0.7, '#ff9a2e'],
    [0, 0.45, '#ffd05a'],
  ] as const) {
    svg.path(
      `M${n(fx + (dx - 0.14) * s)},${n(fy)} Q${n(fx + dx * s)},${n(fy - h * s * 1.4)} ${n(fx + (dx + 0.02) * s)},${n(fy - h * s)} Q${n(fx + (dx + 0.05) * s)},${n(fy - h * 0.4 * s)} ${n(fx + (dx + 0.14) * s)},${n(fy)} Z`,
      color,
    );
  }
}

/** A fenced backyard lawn with patio furniture or a fire pit, a big tree and string lights. */
export function backyardScene(variant: number, rng: Rng) {
  const time = (['golden', 'dusk', 'noon', 'morning', 'dusk', 'noon'] as TimeOfDay[])[variant % 6]!;
  const style = (['cedar', 'picket', 'slat', 'cedar', 'slat', 'picket'] as FenceStyle[])[variant % 6]!;
  const firePitLayout = variant % 2 === 1;
  const horizon = between(rng, 330, 370);
  const camera = new Camera({
    height: between(rng, 1.7, 2.3),
    horizon,
    x: between(rng, -0.8, 0.8),
    yaw: between(rng, -0.12, 0.12),
    focal: 820,
  });
  const svg = new Svg();
  const stage = new Stage(svg, camera);
  const lit = SKIES[time].lit;
  const lawn = hsl(between(rng, 92, 108), 42, time === 'noon' ? 44 : 40);

  drawSky(svg, time, horizon, rng);
  groundBase(svg, horizon, hsl(110, 25, 34));
  treeline(svg, horizon + 2, 60, hsl(135, 22, 30), rng);
  // Neighbourhood trees beyond the fence.
  for (let i = 0; i < 6; i++) {
    const x = -16 + i * 6.5 + between(rng, -1.5, 1.5);
    const z = between(rng, 18, 26);
    const [bx, by] = camera.project([x, 0, z]);
    const s = camera.scale([x, 0, z]);
    if (rng() < 0.3) pine(svg, bx, by, 9 * s, hsl(150, 28, 24));
    else tree(svg, bx, by, 2.6 * s, between(rng, 95, 130), rng, 28);
  }
  const fenceZ = 13;
  const wood = style === 'slat' ? hsl(25, 8, 36) : hsl(28, 45, 52);
  stage.ground(
    [
      [-40, 0.4],
      [40, 0.4],
      [40, fenceZ],
      [-40, fenceZ],
    ],
    lawn,
  );
  // Mowing stripes.
  for (let x = -12; x < 12; x += 2.4)
    stage.ground(
      [
        [x, 0.4],
        [x + 1.2, 0.4],
        [x + 1.2, fenceZ],
        [x, fenceZ],
      ],
      hsl(100, 45, 52),
      'opacity="0.22"',
    );
  fenceRun(stage, -30, fenceZ, 30, fenceZ, 1.85, style, wood);
  // Flower border along the fence.
  const dots = new Dots();
  for (let x = -14; x < 14; x += 0.35) {
    for (const dz of [0.35, 0.75]) {
      const point: P3 = [x + between(rng, -0.1, 0.1), 0.35, fenceZ - dz];
      const [fx, fy] = camera.project(point);
      dots.add(fx, fy + 2, 0.22 * camera.scale(point), hsl(120, 35, 28));
    }
  }
  dots.flush(svg);
  for (let x = -14; x < 14; x += 0.3) {
    const point: P3 = [x + between(rng, -0.1, 0.1), between(rng, 0.35, 0.6), fenceZ - between(rng, 0.2, 0.8)];
    const [fx, fy] = camera.project(point);
    flower(
      dots,
      fx,
      fy,
      0.09 * camera.scale(point),
      pick(rng, ['#ff6f91', '#ffc75f', '#f9f871', '#ffffff', '#c493ff']),
    );
  }
  dots.flush(svg);

  // Big tree on one side.
  const treeSide = variant % 3 === 0 ? -1 : 1;
  const treeBase: P3 = [treeSide * between(rng, 4.5, 6), 0, 9.5];
  const [tx, ty] = camera.project(treeBase);
  tree(svg, tx, ty, 2.4 * camera.scale(treeBase), between(rng, 100, 125), rng, 32);

  // Patio in the middle distance, on the side away from the tree.
  const patioX = -treeSide;
  const cx = patioX * between(rng, 1.2, 1.8);
  const px1 = cx - 2.8;
  const px2 = cx + 2.8;
  stage.ground(
    [
      [px1, 2.4],
      [px2, 2.4],
      [px2, 8.2],
      [px1, 8.2],
    ],
    hsl(30, 18, 72),
  );
  for (let x = px1; x <= px2 + 0.01; x += 0.7) stage.groundLine(x, 2.4, x, 8.2, 0.02, hsl(30, 10, 58));
  for (let z = 2.4; z <= 8.21; z += 0.7) stage.groundLine(px1, z, px2, z, 0.02, hsl(30, 10, 58));
  if (firePitLayout) {
    const chairColor = pick(rng, ['#e76f51', '#2a9d8f', '#e9c46a', '#f4f1de']);
    chair(stage, cx - 1.4, 6.3, 1, chairColor);
    chair(stage, cx + 1.4, 6.3, 1, chairColor);
    firePit(stage, cx, 5.2, lit);
    chair(stage, cx + 1.3, 4.1, -1, chairColor);
  } else {
    const seat = pick(rng, ['#f4f1de', '#264653', '#e9c46a']);
    grill(stage, cx + patioX * 2.1, 7.4);
    chair(stage, cx - 0.85, 5.8, 1, seat);
    chair(stage, cx + 0.85, 5.8, 1, seat);
    roundTable(stage, cx, 5.2, '#f7f4ec');
    chair(stage, cx - 0.3, 4.4, -1, seat);
    umbrella(stage, cx, 5.2, pick(rng, [5, 195, 40, 150]), rng);
  }

  drawTint(svg, time);
  // String lights from the tree to a post at the patio corner.
  const post: P3 = [patioX < 0 ? px1 + 0.3 : px2 - 0.3, 0, 2.6];
  stage.line3(post, [post[0], 2.8, post[2]], '#3b2d22', 0.08);
  stringLights(stage, [post[0], 2.75, post[2]], [treeBase[0], 3.2, treeBase[2]], 0.6, lit, 20);
  stringLights(stage, [post[0], 2.75, post[2]], [post[0] + patioX * -0.2, 2.6, fenceZ], 0.5, lit, 16);
  return svg.toString();
}

// ---------------------------------------------------------------------------------------------

const FLOWER_PALETTES = [
  ['#ff6f91', '#ff9671', '#ffc75f', '#ffffff', '#d65db1'],
  ['#f25f5c', '#ffe066', '#ffffff', '#ff8fab'],
  ['#b084f5', '#ffffff', '#7fb7ff', '#ffd6e8'],
  ['#ff4d6d', '#ffb3c1', '#ffffff', '#ffd166'],
];

/** Gardens: a winding path between flower beds under an arch, lavender rows, or a formal fountain garden. */
export function gardenScene(variant: number, rng: Rng) {
  const layout = variant % 3;
  const time = (['morning', 'golden', 'noon', 'dusk', 'morning', 'golden'] as TimeOfDay[])[variant % 6]!;
  const horizon = between(rng, 320, 360);
  const camera = new Camera({
    height: between(rng, 1.6, 2.2),
    horizon,
    x: 0,
    yaw: between(rng, -0.08, 0.08),
    focal: 820,
  });
  const svg = new Svg();
  const stage = new Stage(svg, camera);
  const lit = SKIES[time].lit;
  const palette = FLOWER_PALETTES[variant % FLOWER_PALETTES.length]!;

  drawSky(svg, time, horizon, rng);
  groundBase(svg, horizon, hsl(105, 30, 38));
  treeline(svg, horizon + 2, 50, hsl(130, 22, 32), rng);
  for (let i = 0; i < 7; i++) {
    const x = -24 + i * 8 + between(rng, -2, 2);
    const z = between(rng, 34, 44);
    const [bx, by] = camera.project([x, 0, z]);
    tree(svg, bx, by, 3 * camera.scale([x, 0, z]), between(rng, 95, 135), rng, 30);
  }
  const dots = new Dots();

  if (layout === 1) {
    // Lavender rows converging to a lone tree.
    stage.ground(
      [
        [-40, 0.4],
        [40, 0.4],
        [40, 60],
        [-40, 60],
      ],
      hsl(80, 25, 40),
    );
    const [lx, ly] = camera.project([between(rng, -8, 8), 0, 58]);
    tree(svg, lx, ly, 3.2 * camera.scale([0, 0, 58]), 110, rng, 28);
    const hue = between(rng, 262, 282);
    const rows: number[] = [];
    for (let x = -16.5; x <= 16.5; x += 1.5) rows.push(x);
    // Far-from-centre rows first so nearer side faces overlap correctly.
    rows.sort((a, b) => Math.abs(b) - Math.abs(a));
    for (const x of rows) {
      stage.box(x - 0.45, x + 0.45, 0, 0.55, 1, 57, {
        top: hsl(hue, 45, 62),
        front: hsl(hue, 40, 50),
        side: hsl(hue, 42, 42),
      });
      for (let z = 1.2; z < 14; z += 0.22 + z * 0.03) {
        for (const dx of [-0.3, 0, 0.3]) {
          const point: P3 = [x + dx + between(rng, -0.08, 0.08), 0.56, z];
          const [fx, fy] = camera.project(point);
          dots.add(
            fx,
            fy,
            Math.max(1, 0.06 * camera.scale(point)),
            hsl(hue + between(rng, -8, 8), 55, between(rng, 62, 78)),
          );
        }
      }
      dots.flush(svg);
    }
  } else if (layout === 2) {
    // Formal garden: straight gravel walk, boxwood-edged beds, fountain, cypresses.
    stage.ground(
      [
        [-40, 0.4],
        [40, 0.4],
        [40, 60],
        [-40, 60],
      ],
      hsl(100, 40, 42),
    );
    for (const side of [-1, 1]) {
      for (let z = 30; z > 4; z -= 5) {
        const [cx, cy] = camera.project([side * 5.5, 0, z]);
        const s = camera.scale([side * 5.5, 0, z]);
        svg.ellipse(cx, cy - 3.2 * s, 0.6 * s, 3.3 * s, hsl(140, 35, 24));
        svg.ellipse(cx - 0.15 * s, cy - 3.5 * s, 0.25 * s, 2.6 * s, hsl(130, 35, 32), 'opacity="0.8"');
      }
    }
    stage.ground(
      [
        [-1.2, 0.4],
        [1.2, 0.4],
        [1.2, 40],
        [-1.2, 40],
      ],
      '#e3d5b8',
    );
    for (const side of [-1, 1]) {
      for (const [z1, z2] of [
        [2, 8],
        [9, 12],
        [17, 24],
      ] as const) {
        const x1 = side * 1.6;
        const x2 = side * 4.4;
        stage.ground(
          [
            [x1, z1],
            [x2, z1],
            [x2, z2],
            [x1, z2],
          ],
          hsl(25, 30, 32),
        );
        for (let z = z1 + 0.2; z < z2; z += 0.34 + z * 0.01) {
          for (let x = Math.min(x1, x2) + 0.3; x < Math.max(x1, x2) - 0.2; x += 0.36) {
            const point: P3 = [x + between(rng, -0.05, 0.05), 0.35, z];
            const [fx, fy] = camera.project(point);
            dots.add(fx, fy + 2, 0.16 * camera.scale(point), hsl(120, 35, 30));
            flower(dots, fx, fy, 0.08 * camera.scale(point), pick(rng, palette));
          }
        }
        dots.flush(svg);
        const xs = [Math.min(x1, x2), Math.max(x1, x2)];
        stage.box(xs[0]!, xs[1]!, 0, 0.45, z1 - 0.3, z1, {
          top: hsl(125, 40, 34),
          front: hsl(125, 40, 26),
          side: hsl(125, 40, 22),
        });
      }
    }
    // Fountain at the crossing.
    const fz = 14.5;
    stage.ground(circlePoints(0, fz, 2.6, 0, Math.PI * 2, 36), '#e3d5b8');
    stage.face(
      circlePoints(0, fz, 1.8, 0, Math.PI * 2, 36).map(([x, z]) => [x, 0.45, z] as P3),
      '#d9d2c3',
    );
    stage.face(
      circlePoints(0, fz, 1.6, 0, Math.PI * 2, 36).map(([x, z]) => [x, 0.46, z] as P3),
      lit ? '#3b6f8f' : '#7cc6de',
    );
    stage.line3([0, 0.45, fz], [0, 1.4, fz], '#cfc7b6', 0.25);
    const [jx, jy] = camera.project([0, 1.45, fz]);
    const js = camera.scale([0, 1.45, fz]);
    for (const dx of [-1, -0.5, 0.5, 1]) {
      svg.path(
        `M${n(jx)},${n(jy)} Q${n(jx + dx * 0.8 * js)},${n(jy - 1.1 * js)} ${n(jx + dx * 1.4 * js)},${n(jy + 0.9 * js)}`,
        'none',
        `stroke="#ffffff" stroke-opacity="0.75" stroke-width="${n(Math.max(1.2, 0.04 * js))}"`,
      );
    }
    stage.line3([0, 1.45, fz], [0, 2.4, fz], '#ffffff', 0.05, 'opacity="0.8"');
  } else {
    // Winding path between flower beds, under a rose arch.
    stage.ground(
      [
        [-40, 0.4],
        [40, 0.4],
        [40, 60],
        [-40, 60],
      ],
      hsl(100, 40, 42),
    );
    const amplitude = between(rng, 1.2, 2.2);
    const phase = rng() * Math.PI;
    const center = (z: number) => amplitude * Math.sin(z * 0.22 + phase) * Math.min(1, z / 6);
    const left: Array<[number, number]> = [];
    const right: Array<[number, number]> = [];
    for (let z = 0.5; z <= 40; z += 0.5) {
      left.push([center(z) - 0.8, z]);
      right.push([center(z) + 0.8, z]);
    }
    // Beds: a soft soil-and-leaf band, then flowers.
    for (const side of [-1, 1]) {
      const band: Array<[number, number]> = [];
      for (let z = 0.5; z <= 30; z += 0.5) band.push([center(z) + side * 1.1, z]);
      for (let z = 30; z >= 0.5; z -= 0.5) band.push([center(z) + side * 4.2, z]);
      stage.ground(band, hsl(115, 35, 30));
    }
    stage.ground([...left, ...right.reverse()], '#e0cfa8');
    for (let z = 1; z <= 40; z += 1.1) {
      const stone = circlePoints(center(z), z, 0.42, 0, Math.PI * 2, 14);
      stage.ground(stone, '#c9b48e', 'opacity="0.7"');
    }
    const rows: Array<{ z: number; x: number }> = [];
    dots.add(-10, -10, 1, hsl(112, 38, 30));
    dots.add(-10, -10, 1, hsl(122, 40, 34));
    for (let z = 30; z > 1; z -= 0.2 + z * 0.035) {
      for (const side of [-1, 1]) {
        for (let k = 0; k < 7; k++)
          rows.push({
            z: z + between(rng, -0.1, 0.1),
            x: center(z) + side * (1.35 + k * 0.42 + between(rng, -0.12, 0.12)),
          });
      }
    }
    for (const { x, z } of rows) {
      const point: P3 = [x, between(rng, 0.2, 0.45), z];
      const [fx, fy] = camera.project(point);
      const s = camera.scale(point);
      dots.add(fx, fy + 0.08 * s, 0.14 * s, pick(rng, [hsl(112, 38, 30), hsl(122, 40, 34)]));
      flower(dots, fx, fy, 0.1 * s, pick(rng, palette));
    }
    dots.flush(svg);
    // Rose arch over the path.
    const az = 11;
    const ac = center(az);
    const arch: P3[] = [];
    for (let i = 0; i <= 24; i++) {
      const t = Math.PI - (i / 24) * Math.PI;
      arch.push([ac + Math.cos(t) * 1.2, 2.1 + Math.sin(t) * 0.9, az]);
    }
    stage.line3([ac - 1.2, 0, az], [ac - 1.2, 2.1, az], '#f4f1ea', 0.08);
    stage.line3([ac + 1.2, 0, az], [ac + 1.2, 2.1, az], '#f4f1ea', 0.08);
    stage.polyline3(arch, '#f4f1ea', 0.08);
    for (const point of [
      ...arch,
      ...[0.3, 0.8, 1.3, 1.8].flatMap((y) => [[ac - 1.2, y, az] as P3, [ac + 1.2, y, az] as P3]),
    ]) {
      const [x, y] = camera.project(point);
      const s = camera.scale(point);
      dots.add(x + between(rng, -4, 4), y + between(rng, -4, 4), 0.16 * s, hsl(125, 40, 30));
      flower(
        dots,
        x + between(rng, -5, 5),
        y + between(rng, -5, 5),
        0.09 * s,
        pick(rng, ['#ff4d6d', '#ff8fab', '#ffffff']),
      );
    }
    dots.flush(svg);
    // A bench beside the path.
    const bz = 6;
    const bx = center(bz) + 1.3;
    stage.box(bx, bx + 0.5, 0.42, 0.48, bz - 0.8, bz + 0.8, { top: '#9b6b43', front: '#7d5434', side: '#6d4a2e' });
    stage.face(
      [
        [bx + 0.45, 0.48, bz - 0.8],
        [bx + 0.45, 0.48, bz + 0.8],
        [bx + 0.5, 0.95, bz + 0.8],
        [bx + 0.5, 0.95, bz - 0.8],
      ],
      '#8a5d3b',
    );
  }

  drawTint(svg, time);
  if (lit) {
    // Garden lanterns along the walk.
    for (let z = 3; z < 26; z += 4.5) {
      for (const side of [-1, 1]) {
        const x = side * (layout === 1 ? 17.5 : 1.5);
        stage.line3([x, 0, z], [x, 0.9, z], '#2e2e2e', 0.05);
        const [lx, ly] = camera.project([x, 0.95, z]);
        glowLight(svg, lx, ly, Math.max(2, 0.07 * camera.scale([x, 0.95, z])), '#ffcc66', 7);
      }
    }
  }
  return svg.toString();
}
