import {
  Camera,
  HEIGHT,
  SKIES,
  Stage,
  Svg,
  WIDTH,
  between,
  circlePoints,
  drawSky,
  drawTint,
  glowLight,
  hsl,
  n,
  pick,
  type P3,
  type Rng,
  type TimeOfDay,
} from '../scene-kit.ts';

/** Window grids as a few paths (one per colour): much cheaper for librsvg than pattern fills. */
class Windows {
  private readonly byColor = new Map<string, string[]>();
  add(x: number, y: number, w: number, h: number, color: string) {
    let list = this.byColor.get(color);
    if (!list) this.byColor.set(color, (list = []));
    list.push(`M${n(x)},${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`);
  }
  flush(svg: Svg, dimOpacity: number, dim: string) {
    for (const [color, rects] of this.byColor)
      svg.add(`<path fill="${color}"${color === dim ? ` opacity="${dimOpacity}"` : ''} d="${rects.join('')}"/>`);
    this.byColor.clear();
  }
}

function skyline(svg: Svg, rng: Rng, time: TimeOfDay, horizon: number, base: number) {
  const lit = SKIES[time].lit;
  const layers = [
    { count: 16, min: 30, max: 160, color: lit ? '#2b2f5a' : hsl(215, 18, 66), windows: false },
    { count: 11, min: 70, max: 280, color: lit ? '#1b1e3b' : hsl(215, 16, 48), windows: true },
  ];
  const dim = lit ? '#2c3160' : hsl(205, 30, 72);
  for (const layer of layers) {
    const windows = new Windows();
    let x = -40;
    while (x < WIDTH + 40) {
      const w = between(rng, 50, 130) * (layer.windows ? 1.2 : 0.8);
      const h = between(rng, layer.min, layer.max);
      const top = horizon - h;
      const shape = rng();
      svg.rect(x, top, w, base - top, layer.color);
      if (shape < 0.18) {
        // Spire.
        svg.polygon(
          [
            [x + w * 0.3, top],
            [x + w * 0.5, top - h * 0.25],
            [x + w * 0.7, top],
          ],
          layer.color,
        );
        svg.line(x + w * 0.5, top - h * 0.25, x + w * 0.5, top - h * 0.38, layer.color, 3);
      } else if (shape < 0.36) {
        // Setback tower.
        svg.rect(x + w * 0.2, top - h * 0.18, w * 0.6, h * 0.18 + 2, layer.color);
      } else if (shape < 0.5 && layer.windows) {
        // A rooftop water tower on legs.
        const tx = x + w * between(rng, 0.25, 0.6);
        svg.rect(tx, top - 34, 4, 34, layer.color);
        svg.rect(tx + 20, top - 34, 4, 34, layer.color);
        svg.rect(tx - 4, top - 62, 32, 30, layer.color, 'rx="3"');
        svg.polygon(
          [
            [tx - 6, top - 62],
            [tx + 12, top - 76],
            [tx + 30, top - 62],
          ],
          layer.color,
        );
      }
      if (layer.windows) {
        const cols = Math.max(2, Math.floor((w - 12) / 12));
        const litShare = lit ? between(rng, 0.3, 0.6) : 0.08;
        for (let wy = top + 10; wy < base - 8; wy += 14) {
          for (let col = 0; col < cols; col++) {
            const on = rng() < litShare;
            windows.add(x + 8 + col * 12, wy, 6, 8, on ? pick(rng, ['#ffd98a', '#ffe7b0', '#ffc96b']) : dim);
          }
        }
      }
      // Window rows are drawn after the whole layer, so buildings with windows must not overlap.
      x += w + (layer.windows ? between(rng, 0, 8) : between(rng, -10, 6));
    }
    windows.flush(svg, 0.55, dim);
  }
}

/** A rooftop deck at dusk, night or golden hour: skyline, glass railing, planks, lounge seating, string lights. */
export function rooftopScene(variant: number, rng: Rng) {
  const time = (['dusk', 'golden', 'night', 'dusk', 'noon', 'night'] as TimeOfDay[])[variant % 6]!;
  const lit = SKIES[time].lit;
  const horizon = between(rng, 390, 430);
  const camera = new Camera({
    height: 1.6,
    horizon,
    x: between(rng, -0.8, 0.8),
    yaw: between(rng, -0.12, 0.12),
    focal: 780,
  });
  const svg = new Svg();
  const stage = new Stage(svg, camera);
  drawSky(svg, time, horizon, rng, { clouds: time === 'night' ? 1 : 3 });
  const edgeZ = 8;
  const [, edgeY] = camera.project([0, 0, edgeZ]);
  skyline(svg, rng, time, horizon, edgeY + 20);

  // Deck: planks converging to the skyline.
  const wood = pick(rng, [hsl(28, 40, 52), hsl(20, 30, 42), hsl(35, 25, 60)]);
  stage.ground(
    [
      [-12, 0.4],
      [12, 0.4],
      [12, edgeZ],
      [-12, edgeZ],
    ],
    wood,
  );
  for (let x = -12; x <= 12; x += 0.16) stage.groundLine(x, 0.4, x, edgeZ, 0.012, 'rgba(40,22,10,0.35)');
  stage.ground(
    [
      [-12, 0.4],
      [12, 0.4],
      [12, edgeZ],
      [-12, edgeZ],
    ],
    svg.linear([
      [0, '#000000', 0.25],
      [1, '#000000', 0],
    ]),
  );

  // Glass railing with a metal top rail.
  stage.face(
    [
      [-12, 0, edgeZ],
      [12, 0, edgeZ],
      [12, 1.1, edgeZ],
      [-12, 1.1, edgeZ],
    ],
    '#dff3ff',
    'opacity="0.16"',
  );
  for (let x = -12; x <= 12; x += 1.6) stage.line3([x, 0, edgeZ], [x, 1.1, edgeZ], '#9aa4ad', 0.04);
  stage.line3([-12, 1.1, edgeZ], [12, 1.1, edgeZ], '#c9d1d8', 0.06);

  // Planters along the railing with ornamental grass.
  for (let x = -7; x <= 7; x += 3.5) {
    if (Math.abs(x) < 1) continue;
    stage.box(x - 0.5, x + 0.5, 0, 0.6, edgeZ - 0.9, edgeZ - 0.3, {
      top: '#3b2b20',
      front: '#2f3338',
      side: '#25292d',
    });
    const [gx, gy] = camera.project([x, 0.6, edgeZ - 0.6]);
    const s = camera.scale([x, 0.6, edgeZ - 0.6]);
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.17;
      svg.path(
        `M${n(gx + (i - 4) * 0.05 * s)},${n(gy)} Q${n(gx + Math.cos(a) * 0.4 * s)},${n(gy - 0.5 * s)} ${n(gx + Math.cos(a) * 0.9 * s)},${n(gy + Math.sin(a) * 0.9 * s)}`,
        'none',
        `stroke="${hsl(95 + i * 3, 35, lit ? 30 : 42)}" stroke-width="${n(Math.max(1.5, 0.05 * s))}" stroke-linecap="round"`,
      );
    }
  }

  // Lounge: an L-shaped sofa, a coffee table and a rug.
  const side = variant % 2 ? 1 : -1;
  const sx = side * between(rng, 1.6, 2.4);
  const cushion = pick(rng, ['#e9e4d8', '#c7d3dd', '#e8cfa9', '#9fb8a4']);
  const frame = '#3a3f45';
  stage.ground(
    [
      [sx - 1.6, 3.2],
      [sx + 1.6, 3.2],
      [sx + 1.6, 5.6],
      [sx - 1.6, 5.6],
    ],
    pick(rng, ['#b4543f', '#2f5f7a', '#c9a227', '#6b4f8a']),
    'opacity="0.85"',
  );
  stage.box(sx - 2, sx + 2, 0, 0.42, 5.6, 6.4, { top: cushion, front: frame, side: frame });
  stage.face(
    [
      [sx - 2, 0.42, 6.3],
      [sx + 2, 0.42, 6.3],
      [sx + 2, 0.85, 6.4],
      [sx - 2, 0.85, 6.4],
    ],
    shadeOf(cushion),
  );
  const armX = side > 0 ? sx + 1.2 : sx - 2;
  stage.box(armX, armX + 0.8, 0, 0.42, 3.6, 5.6, { top: cushion, front: frame, side: frame });
  for (let i = 0; i < 3; i++) {
    const px = sx - 1.4 + i * 1.1;
    stage.face(
      [
        [px, 0.45, 6.05],
        [px + 0.5, 0.45, 6.05],
        [px + 0.5, 0.85, 6.2],
        [px, 0.85, 6.2],
      ],
      pick(rng, ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f']),
    );
  }
  stage.box(sx - 0.7, sx + 0.7, 0.3, 0.4, 4, 4.9, { top: '#d8c7a8', front: '#8b6b4a', side: '#7a5c3e' });
  const lantern: P3 = [sx, 0.55, 4.45];
  const [lx, ly] = camera.project(lantern);
  const ls = camera.scale(lantern);
  svg.rect(lx - 0.08 * ls, ly - 0.15 * ls, 0.16 * ls, 0.2 * ls, '#f5efe0', `rx="${n(0.03 * ls)}"`);

  drawTint(svg, time);
  if (lit) glowLight(svg, lx, ly - 0.05 * ls, Math.max(2, 0.04 * ls), '#ffcf70', 8);
  // String lights zig-zagging over the deck between poles.
  const poles: P3[] = [
    [-6, 0, 1.5],
    [6, 0, 3.5],
    [-6, 0, 5.5],
    [6, 0, 7.6],
  ];
  for (const pole of poles) stage.line3(pole, [pole[0], 3, pole[2]], '#2b2f34', 0.06);
  for (let i = 0; i < poles.length - 1; i++) {
    const a = poles[i]!;
    const b = poles[i + 1]!;
    const points: P3[] = [];
    for (let k = 0; k <= 16; k++) {
      const t = k / 16;
      points.push([a[0] + (b[0] - a[0]) * t, 2.95 - 0.7 * 4 * t * (1 - t), a[2] + (b[2] - a[2]) * t]);
    }
    stage.polyline3(points, '#26292d', 0.015);
    for (const point of points.slice(1, -1)) {
      const [x, y] = camera.project(point);
      const r = Math.max(1.6, 0.045 * camera.scale(point));
      if (lit) glowLight(svg, x, y + r, r, '#ffcf70', 5);
      else svg.circle(x, y + r, r, '#fff3d1');
    }
  }
  return svg.toString();
}

function shadeOf(color: string) {
  const value = Number.parseInt(color.slice(1), 16);
  const f = (shift: number) => Math.round(((value >> shift) & 255) * 0.85);
  return `#${((f(16) << 16) | (f(8) << 8) | f(0)).toString(16).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------

const BACKDROPS = ['#ece7df', '#5f9ea0', '#c96f4a', '#3a3d42', '#e3b04b', '#a9c4e0'];
const WALLS = ['#f1efea', '#e7e2da', '#dfe3e6', '#ede6dc'];

/** A photo studio: paper sweep on stands, softboxes on tripods, a stool, a window with a light shaft. */
export function studioScene(variant: number, rng: Rng) {
  const svg = new Svg();
  const horizon = between(rng, 380, 420);
  const camera = new Camera({
    height: 1.5,
    horizon,
    x: between(rng, -0.5, 0.5),
    yaw: between(rng, -0.12, 0.12),
    focal: 720,
  });
  const stage = new Stage(svg, camera);
  const backdrop = BACKDROPS[variant % BACKDROPS.length]!;
  const wall = pick(rng, WALLS);
  const golden = variant % 3 === 1;
  const windowSide = variant % 2 ? 1 : -1;
  const room = { x: 5.5, z: 9.5, h: 4 };
  const floor = pick(rng, [hsl(30, 25, 62), hsl(210, 5, 62), hsl(25, 35, 48)]);

  svg.rect(0, 0, WIDTH, HEIGHT, wall);
  stage.face(
    [
      [-room.x, 0, room.z],
      [room.x, 0, room.z],
      [room.x, room.h, room.z],
      [-room.x, room.h, room.z],
    ],
    wall,
  );
  stage.face(
    [
      [-room.x, 0, 0.3],
      [-room.x, 0, room.z],
      [-room.x, room.h, room.z],
      [-room.x, room.h, 0.3],
    ],
    shadeOf(wall.length === 7 ? wall : '#e7e2da'),
  );
  stage.face(
    [
      [room.x, 0, 0.3],
      [room.x, 0, room.z],
      [room.x, room.h, room.z],
      [room.x, room.h, 0.3],
    ],
    shadeOf(wall.length === 7 ? wall : '#e7e2da'),
  );
  stage.face(
    [
      [-room.x, room.h, 0.3],
      [room.x, room.h, 0.3],
      [room.x, room.h, room.z],
      [-room.x, room.h, room.z],
    ],
    '#fbfaf8',
  );
  stage.ground(
    [
      [-room.x, 0.3],
      [room.x, 0.3],
      [room.x, room.z],
      [-room.x, room.z],
    ],
    floor,
  );
  for (let x = -room.x; x <= room.x; x += 0.5) stage.groundLine(x, 0.3, x, room.z, 0.01, 'rgba(0,0,0,0.12)');
  // Ceiling track lights.
  for (let z = 3; z < room.z; z += 3) {
    stage.line3([-2.5, room.h - 0.05, z], [2.5, room.h - 0.05, z], '#5a5e64', 0.03);
    for (let x = -2; x <= 2; x += 1.3) stage.line3([x, room.h - 0.05, z], [x, room.h - 0.25, z], '#2e3136', 0.08);
  }

  // Window with mullions on a side wall, and its light on the floor.
  const wx = windowSide * room.x;
  const light = golden ? '#ffd9a0' : '#eaf5ff';
  stage.face(
    [
      [wx, 0.9, 2.5],
      [wx, 0.9, 7.5],
      [wx, 3.5, 7.5],
      [wx, 3.5, 2.5],
    ],
    svg.linear([
      [0, golden ? '#ffcf8a' : '#bfe2ff'],
      [1, golden ? '#fff1d6' : '#f4fbff'],
    ]),
  );
  for (let z = 2.5; z <= 7.51; z += 1.25) stage.line3([wx, 0.9, z], [wx, 3.5, z], '#30343a', 0.05);
  stage.line3([wx, 2.2, 2.5], [wx, 2.2, 7.5], '#30343a', 0.05);
  stage.ground(
    [
      [wx, 2.5],
      [wx, 7.5],
      [wx - windowSide * 3.4, 8.6],
      [wx - windowSide * 3.4, 3.6],
    ],
    light,
    'opacity="0.3"',
  );

  // Paper sweep: the roll on two stands, hanging sheet, curve, floor apron.
  const bx = between(rng, -0.4, 0.4);
  const half = 1.45;
  const top = 3.3;
  const wallZ = room.z - 0.6;
  const r = 0.7;
  stage.line3([bx - half - 0.12, 0, wallZ + 0.05], [bx - half - 0.12, top + 0.2, wallZ + 0.05], '#2b2e33', 0.05);
  stage.line3([bx + half + 0.12, 0, wallZ + 0.05], [bx + half + 0.12, top + 0.2, wallZ + 0.05], '#2b2e33', 0.05);
  stage.face(
    [
      [bx - half, r, wallZ],
      [bx + half, r, wallZ],
      [bx + half, top, wallZ],
      [bx - half, top, wallZ],
    ],
    backdrop,
  );
  const steps = 8;
  for (let i = 0; i < steps; i++) {
    const t1 = (i / steps) * (Math.PI / 2);
    const t2 = ((i + 1) / steps) * (Math.PI / 2);
    const y1 = r - Math.sin(t1) * r;
    const y2 = r - Math.sin(t2) * r;
    const z1 = wallZ - r + Math.cos(t1) * r;
    const z2 = wallZ - r + Math.cos(t2) * r;
    stage.face(
      [
        [bx - half, y1, z1],
        [bx + half, y1, z1],
        [bx + half, y2, z2],
        [bx - half, y2, z2],
      ],
      backdrop,
    );
    stage.face(
      [
        [bx - half, y1, z1],
        [bx + half, y1, z1],
        [bx + half, y2, z2],
        [bx - half, y2, z2],
      ],
      '#ffffff',
      `opacity="${n(0.04 + 0.1 * (i / steps))}"`,
    );
  }
  const apron = wallZ - r - 2.4;
  stage.face(
    [
      [bx - half, 0.01, apron],
      [bx + half, 0.01, apron],
      [bx + half, 0.01, wallZ - r],
      [bx - half, 0.01, wallZ - r],
    ],
    backdrop,
  );
  stage.face(
    [
      [bx - half, 0.012, apron],
      [bx + half, 0.012, apron],
      [bx + half, 0.012, wallZ - r],
      [bx - half, 0.012, wallZ - r],
    ],
    '#ffffff',
    'opacity="0.14"',
  );
  stage.box(bx - half - 0.05, bx + half + 0.05, top, top + 0.2, wallZ - 0.1, wallZ + 0.1, {
    top: backdrop,
    front: shadeOf(backdrop),
    side: shadeOf(backdrop),
  });
  stage.line3([bx - half - 0.15, top + 0.1, wallZ], [bx + half + 0.15, top + 0.1, wallZ], '#2b2e33', 0.04);

  // A stool on the sweep.
  const stoolZ = wallZ - r - 1.1;
  const stoolX = bx + between(rng, -0.3, 0.3);
  stage.shadow(stoolX, stoolZ, 0.35, 0.2);
  for (let i = 0; i < 4; i++) {
    const t = (i / 4) * Math.PI * 2 + 0.4;
    stage.line3(
      [stoolX + Math.cos(t) * 0.22, 0, stoolZ + Math.sin(t) * 0.22],
      [stoolX + Math.cos(t) * 0.14, 0.68, stoolZ + Math.sin(t) * 0.14],
      '#2e2a26',
      0.03,
    );
  }
  stage.face(
    circlePoints(stoolX, stoolZ, 0.2, 0, Math.PI * 2, 18).map(([x, z]) => [x, 0.7, z] as P3),
    pick(rng, ['#a8744a', '#2e2a26', '#d9d4cc']),
  );

  // Softboxes on tripods aimed at the stool.
  const lights = variant % 2 === 0 ? [-1, 1] : [-windowSide];
  for (const sideOf of lights) {
    const px = bx + sideOf * between(rng, 2.1, 2.6);
    const pz = stoolZ - between(rng, 0.6, 1.3);
    const headY = 2.0;
    for (let i = 0; i < 3; i++) {
      const t = (i / 3) * Math.PI * 2 + 0.5;
      stage.line3([px + Math.cos(t) * 0.45, 0, pz + Math.sin(t) * 0.45], [px, 0.7, pz], '#1f2125', 0.025);
    }
    stage.line3([px, 0.7, pz], [px, headY, pz], '#1f2125', 0.035);
    // The diffuser faces the stool; draw the black box body then the glowing face.
    // Aimed a little in front of the stool, so the viewer sees some of the lit diffuser.
    const dx = stoolX - px;
    const dz = stoolZ - 1.6 - pz;
    const len = Math.hypot(dx, dz);
    const ux = -dz / len;
    const uz = dx / len;
    const fx = dx / len;
    const fz = dz / len;
    const w = 0.45;
    const h = 0.6;
    const c: P3 = [px + fx * 0.15, headY + 0.3, pz + fz * 0.15];
    const back: P3 = [px - fx * 0.35, headY + 0.3, pz - fz * 0.35];
    const corners: P3[] = [
      [c[0] - ux * w, c[1] - h, c[2] - uz * w],
      [c[0] + ux * w, c[1] - h, c[2] + uz * w],
      [c[0] + ux * w, c[1] + h, c[2] + uz * w],
      [c[0] - ux * w, c[1] + h, c[2] - uz * w],
    ];
    for (let i = 0; i < 4; i++) stage.face([corners[i]!, corners[(i + 1) % 4]!, back], '#1c1d20');
    const faceFill = svg.linear([
      [0, '#ffffff'],
      [1, '#e8ecef'],
    ]);
    const toCamera = (camera.options.x ?? 0) - c[0];
    const seesFront = fx * toCamera + fz * (0 - c[2]) > 0;
    stage.face(corners, seesFront ? faceFill : '#24262a', `stroke="#111" stroke-width="2"`);
    const [gx, gy] = camera.project(c);
    const gs = camera.scale(c);
    svg.circle(
      gx,
      gy,
      1.6 * gs,
      svg.radial(
        [
          [0, '#ffffff', seesFront ? 0.5 : 0.25],
          [1, '#ffffff', 0],
        ],
        gx,
        gy,
        1.6 * gs,
      ),
    );
  }

  // A potted plant in a corner.
  const plantX = -windowSide * (room.x - 0.8);
  const plantZ = room.z - 1.2;
  stage.box(plantX - 0.3, plantX + 0.3, 0, 0.55, plantZ - 0.3, plantZ + 0.3, {
    top: '#3b2b20',
    front: '#d9d4cc',
    side: '#c4beb4',
  });
  const [ppx, ppy] = camera.project([plantX, 0.55, plantZ]);
  const ps = camera.scale([plantX, 0.55, plantZ]);
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.32;
    const ex = ppx + Math.cos(a) * 1.1 * ps;
    const ey = ppy + Math.sin(a) * 1.1 * ps;
    svg.path(
      `M${n(ppx)},${n(ppy)} Q${n((ppx + ex) / 2 - 0.2 * ps)},${n((ppy + ey) / 2 - 0.1 * ps)} ${n(ex)},${n(ey)} Q${n((ppx + ex) / 2 + 0.2 * ps)},${n((ppy + ey) / 2 + 0.1 * ps)} ${n(ppx)},${n(ppy)} Z`,
      hsl(120 + i * 4, 40, 30 + (i % 3) * 5),
    );
  }
  drawTint(svg, golden ? 'golden' : 'noon');
  return svg.toString();
}
