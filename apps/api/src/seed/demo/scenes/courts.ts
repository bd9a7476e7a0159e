import {
  Camera,
  SKIES,
  Stage,
  Svg,
  between,
  circlePoints,
  drawSky,
  groundBase,
  drawTint,
  glowLight,
  hsl,
  pick,
  pine,
  tree,
  treeline,
  type P3,
  type Rng,
  type TimeOfDay,
} from '../scene-kit.ts';

interface Surface {
  court: string;
  surround: string;
  line: string;
  key?: string;
}

/** Chain-link fence along a straight run, with posts and an optional windscreen at the bottom. */
function fence(
  stage: Stage,
  from: [number, number],
  to: [number, number],
  height: number,
  color: string,
  windscreen?: string,
) {
  const [x1, z1] = from;
  const [x2, z2] = to;
  if (windscreen)
    stage.face(
      [
        [x1, 0, z1],
        [x2, 0, z2],
        [x2, 2.1, z2],
        [x1, 2.1, z1],
      ],
      windscreen,
    );
  const mesh: P3[] = [
    [x1, windscreen ? 2.1 : 0, z1],
    [x2, windscreen ? 2.1 : 0, z2],
    [x2, height, z2],
    [x1, height, z1],
  ];
  stage.face(mesh, color, 'opacity="0.22"');
  stage.face(mesh, chainLink(stage.svg));
  const length = Math.hypot(x2 - x1, z2 - z1);
  const posts = Math.max(2, Math.round(length / 3));
  for (let i = 0; i <= posts; i++) {
    const t = i / posts;
    const x = x1 + (x2 - x1) * t;
    const z = z1 + (z2 - z1) * t;
    stage.line3([x, 0, z], [x, height, z], '#4a5450', 0.07);
  }
  stage.line3([x1, height, z1], [x2, height, z2], '#4a5450', 0.06);
}

const chainLinks = new WeakMap<Svg, string>();
function chainLink(svg: Svg) {
  let fill = chainLinks.get(svg);
  if (!fill) {
    fill = svg.pattern(
      '<path d="M0,0 L9,9 M9,0 L0,9" stroke="#c9d3cc" stroke-width="0.8" stroke-opacity="0.45" fill="none"/>',
      9,
      9,
    );
    chainLinks.set(svg, fill);
  }
  return fill;
}

function lightPole(stage: Stage, x: number, z: number, lit: boolean) {
  stage.line3([x, 0, z], [x, 9, z], '#5b6166', 0.16);
  const head: P3 = [x, 9, z];
  const [hx, hy] = stage.camera.project(head);
  const s = stage.camera.scale(head);
  stage.svg.rect(hx - 0.6 * s, hy - 0.3 * s, 1.2 * s, 0.45 * s, '#3b4044', `rx="${0.08 * s}"`);
  if (lit)
    for (const dx of [-0.3, 0, 0.3]) glowLight(stage.svg, hx + dx * s, hy, Math.max(2.5, 0.12 * s), '#fff4cf', 9);
}

function backdrop(svg: Svg, stage: Stage, horizon: number, farZ: number, rng: Rng, time: TimeOfDay, sideways = false) {
  groundBase(svg, horizon);
  treeline(svg, horizon + 2, 36, hsl(140, 22, 32), rng);
  const { camera } = stage;
  const placements = sideways
    ? Array.from({ length: 11 }, (_, i) => [between(rng, 12.5, 16), -22 + i * 7 + between(rng, -2, 2)] as const).sort(
        (a, b) => b[0] - a[0],
      )
    : Array.from({ length: 9 }, (_, i) => [-30 + i * 7.5 + between(rng, -2, 2), farZ + between(rng, 4, 12)] as const);
  for (const [x, z] of placements) {
    const [bx, by] = camera.project([x, 0, z]);
    const s = camera.scale([x, 0, z]);
    if (rng() < 0.4) pine(svg, bx, by, 11 * s, hsl(150, 30, time === 'dusk' ? 22 : 26));
    else tree(svg, bx, by, 3.2 * s, between(rng, 95, 135), rng, 30);
  }
}

// ---------------------------------------------------------------------------------------------

const TENNIS_SURFACES: Surface[] = [
  { court: '#2f6db4', surround: '#3d8a5c', line: '#ffffff' },
  { court: '#c8683a', surround: '#b95c31', line: '#f7f2ea' },
  { court: '#5f9f45', surround: '#568f3e', line: '#ffffff' },
  { court: '#2d7d70', surround: '#6b4a8f', line: '#ffffff' },
  { court: '#3a5fa8', surround: '#8c3b3b', line: '#ffffff' },
];

/** A tennis court with correct markings, net, fence and trees. */
export function tennisScene(variant: number, rng: Rng) {
  const time = (['noon', 'morning', 'golden', 'dusk', 'noon', 'morning'] as TimeOfDay[])[variant % 6]!;
  const surface = TENNIS_SURFACES[variant % TENNIS_SURFACES.length]!;
  const sideView = variant % 3 === 1;
  const zn = 0;
  const zf = 23.77;
  const svg = new Svg();
  const horizon = sideView ? between(rng, 160, 200) : between(rng, 190, 240);
  const camera = sideView
    ? new Camera({
        height: between(rng, 8, 10),
        horizon,
        x: -15.5,
        z: zf / 2 + between(rng, -2, 2),
        yaw: Math.PI / 2 - between(rng, -0.08, 0.08),
        focal: 820,
      })
    : new Camera({
        height: between(rng, 5, 7.5),
        horizon,
        x: between(rng, -3, 3),
        z: -10,
        yaw: between(rng, -0.12, 0.12),
        focal: 900,
      });
  const stage = new Stage(svg, camera);
  const lit = SKIES[time].lit;

  drawSky(svg, time, horizon, rng);
  backdrop(svg, stage, horizon, zf + 6.4, rng, time, sideView);
  // Grass up to just past the fences; beyond it the backdrop's ground and trees show.
  stage.ground(
    [
      [-11, -60],
      [11, -60],
      [11, zf + 7],
      [-11, zf + 7],
    ],
    hsl(100, 26, 40),
  );

  // Surround and court.
  const sx = 10;
  stage.ground(
    [
      [-sx, zn - 6.4],
      [sx, zn - 6.4],
      [sx, zf + 6.4],
      [-sx, zf + 6.4],
    ],
    surface.surround,
  );
  stage.ground(
    [
      [-5.49, zn],
      [5.49, zn],
      [5.49, zf],
      [-5.49, zf],
    ],
    surface.court,
  );
  const w = 0.06;
  const line = (x1: number, z1: number, x2: number, z2: number) => stage.groundLine(x1, z1, x2, z2, w, surface.line);
  for (const x of [-5.485, -4.115, 4.115, 5.485]) line(x, zn, x, zf);
  line(-5.485, zn, 5.485, zn);
  line(-5.485, zf, 5.485, zf);
  const net = (zn + zf) / 2;
  line(-4.115, net - 6.4, 4.115, net - 6.4);
  line(-4.115, net + 6.4, 4.115, net + 6.4);
  line(0, net - 6.4, 0, net + 6.4);
  line(0, zn, 0, zn + 0.15);
  line(0, zf - 0.15, 0, zf);

  // Fence around the surround (the near side is left open for the view).
  const fenceColor = '#1f3a2d';
  const screen = hsl(150, 35, 20);
  if (sideView) {
    fence(stage, [sx, zn - 6.4], [sx, zf + 6.4], 3.6, fenceColor, screen);
    fence(stage, [-sx, zf + 6.4], [sx, zf + 6.4], 3.6, fenceColor);
  } else {
    fence(stage, [-sx, zf + 6.4], [sx, zf + 6.4], 3.6, fenceColor, screen);
    fence(stage, [-sx, zn - 6.4], [-sx, zf + 6.4], 3.6, fenceColor);
    fence(stage, [sx, zn - 6.4], [sx, zf + 6.4], 3.6, fenceColor);
  }

  // Net: mesh, tape, centre strap, posts.
  const posts: [number, number] = [-6.4, 6.4];
  stage.face(
    [
      [posts[0], 0, net],
      [0, 0, net],
      [0, 0.914, net],
      [posts[0], 1.07, net],
    ],
    '#111417',
    'opacity="0.55"',
  );
  stage.face(
    [
      [0, 0, net],
      [posts[1], 0, net],
      [posts[1], 1.07, net],
      [0, 0.914, net],
    ],
    '#111417',
    'opacity="0.55"',
  );
  stage.polyline3(
    [
      [posts[0], 1.07, net],
      [0, 0.914, net],
      [posts[1], 1.07, net],
    ],
    '#ffffff',
    0.07,
  );
  stage.line3([0, 0, net], [0, 0.914, net], '#ffffff', 0.05);
  for (const x of posts) stage.line3([x, 0, net], [x, 1.1, net], '#2b2f33', 0.1);

  // A bench and a few balls.
  const benchX = sideView ? 8.6 : -8.4;
  stage.box(benchX - 0.25, benchX + 0.25, 0.42, 0.5, net + 1.5, net + 3.5, {
    top: '#a8744a',
    front: '#8a5d39',
    side: '#7a5233',
  });
  for (let i = 0; i < 6; i++) {
    const ball: P3 = [between(rng, -4, 4), 0.04, zn + between(rng, -2, 4)];
    const [bx, by] = camera.project(ball);
    svg.circle(bx, by, Math.max(2, 0.05 * camera.scale(ball)), '#d9f24a');
  }
  if (lit || variant % 2 === 0)
    for (const [x, z] of [
      [-sx, zn - 3],
      [sx, zf + 3],
      [-sx, zf + 3],
      [sx, zn - 3],
    ] as const)
      lightPole(stage, x, z, false);

  drawTint(svg, time);
  if (lit)
    for (const [x, z] of [
      [-sx, zn - 3],
      [sx, zf + 3],
      [-sx, zf + 3],
      [sx, zn - 3],
    ] as const)
      lightPole(stage, x, z, true);
  return svg.toString();
}

// ---------------------------------------------------------------------------------------------

const BASKETBALL_SURFACES: Surface[] = [
  { court: '#2f68b0', surround: '#4b8a5a', line: '#ffffff', key: '#d9573b' },
  { court: '#d88a3f', surround: '#6d7378', line: '#ffffff', key: '#2f5fa8' },
  { court: '#3f8f6a', surround: '#2f5fa8', line: '#ffffff', key: '#f0b43a' },
  { court: '#8f3f6f', surround: '#3b3f73', line: '#ffffff', key: '#f08a3a' },
  { court: '#5d6a78', surround: '#3b4652', line: '#ffffff', key: '#e8b923' },
];

/** An outdoor basketball court (FIBA markings), seen toward the hoop. */
export function basketballScene(variant: number, rng: Rng) {
  const time = (['golden', 'noon', 'dusk', 'morning', 'noon', 'golden'] as TimeOfDay[])[variant % 6]!;
  const surface = BASKETBALL_SURFACES[variant % BASKETBALL_SURFACES.length]!;
  const svg = new Svg();
  const horizon = between(rng, 200, 250);
  // The court runs along z; the far baseline (with the hoop we look at) is at z = 14.
  const camera = new Camera({
    height: between(rng, 3.2, 4.6),
    horizon,
    x: between(rng, -3, 3),
    z: between(rng, -4, -1),
    yaw: between(rng, -0.15, 0.15),
    focal: 880,
  });
  const stage = new Stage(svg, camera);
  const lit = SKIES[time].lit;
  const far = 14;
  const near = -14;

  drawSky(svg, time, horizon, rng);
  if (variant % 2 === 1) {
    groundBase(svg, horizon, hsl(30, 8, 55));
    // A city block behind the court.
    for (let i = 0; i < 8; i++) {
      const x = -40 + i * 11 + between(rng, -2, 2);
      const h = between(rng, 8, 20);
      const z = far + between(rng, 22, 34);
      stage.box(x, x + between(rng, 7, 10), 0, h, z, z + 8, {
        top: hsl(20, 12, 60),
        front: hsl(between(rng, 10, 35), between(rng, 18, 35), between(rng, 55, 72)),
        side: hsl(20, 15, 48),
      });
      for (let row = 2; row < h - 1; row += 3) {
        for (let col = 1; col < 7; col += 2) {
          stage.face(
            [
              [x + col, row, z - 0.01],
              [x + col + 1, row, z - 0.01],
              [x + col + 1, row + 1.6, z - 0.01],
              [x + col, row + 1.6, z - 0.01],
            ],
            lit && rng() < 0.6 ? '#ffd98a' : hsl(210, 25, 35),
          );
        }
      }
    }
  } else {
    backdrop(svg, stage, horizon, far + 4, rng, time);
  }
  stage.ground(
    [
      [-10, -60],
      [10, -60],
      [10, far + 3],
      [-10, far + 3],
    ],
    hsl(100, 26, 40),
  );

  const sx = 7.5;
  stage.ground(
    [
      [-sx - 2, near - 2],
      [sx + 2, near - 2],
      [sx + 2, far + 2.5],
      [-sx - 2, far + 2.5],
    ],
    surface.surround,
  );
  stage.ground(
    [
      [-sx, near],
      [sx, near],
      [sx, far],
      [-sx, far],
    ],
    surface.court,
  );
  const basket = far - 1.575;
  // Key (paint) and circles.
  stage.ground(
    [
      [-2.45, far],
      [2.45, far],
      [2.45, far - 5.8],
      [-2.45, far - 5.8],
    ],
    surface.key!,
  );
  stage.ground(circlePoints(0, far - 5.8, 1.8, Math.PI, 2 * Math.PI, 24), surface.key!);
  stage.ground(circlePoints(0, 0, 1.8, 0, Math.PI * 2, 32), surface.key!, 'opacity="0.8"');
  const w = 0.06;
  const line = (x1: number, z1: number, x2: number, z2: number) => stage.groundLine(x1, z1, x2, z2, w, surface.line);
  line(-sx, near, sx, near);
  line(-sx, far, sx, far);
  line(-sx, near, -sx, far);
  line(sx, near, sx, far);
  line(-sx, 0, sx, 0);
  stage.groundPath(circlePoints(0, 0, 1.8, 0, Math.PI * 2, 40), w, surface.line);
  line(-2.45, far, -2.45, far - 5.8);
  line(2.45, far, 2.45, far - 5.8);
  line(-2.45, far - 5.8, 2.45, far - 5.8);
  stage.groundPath(circlePoints(0, far - 5.8, 1.8, 0, 2 * Math.PI, 40), w, surface.line);
  // Three-point line: straight parts 0.9 m inside the sidelines, then the 6.75 m arc.
  const cornerAngle = Math.asin((sx - 0.9) / 6.75);
  const arcZ = basket - Math.cos(cornerAngle) * 6.75;
  line(-(sx - 0.9), far, -(sx - 0.9), arcZ);
  line(sx - 0.9, far, sx - 0.9, arcZ);
  stage.groundPath(
    circlePoints(0, basket, 6.75, -Math.PI / 2 - cornerAngle, -Math.PI / 2 + cornerAngle, 48),
    w,
    surface.line,
  );
  // The near half (its key faces the viewer), partly visible.
  stage.ground(
    [
      [-2.45, near],
      [2.45, near],
      [2.45, near + 5.8],
      [-2.45, near + 5.8],
    ],
    surface.key!,
  );
  line(-2.45, near, -2.45, near + 5.8);
  line(2.45, near, 2.45, near + 5.8);
  line(-2.45, near + 5.8, 2.45, near + 5.8);

  // Fence behind the far baseline and along one side.
  fence(stage, [-sx - 2, far + 2.5], [sx + 2, far + 2.5], 4, '#22302a');
  fence(stage, [sx + 2, near - 2], [sx + 2, far + 2.5], 4, '#22302a');

  // Hoop: pole behind the baseline, arm, backboard, rim and net.
  const poleZ = far + 1.0;
  stage.line3([0, 0, poleZ], [0, 3.5, poleZ], '#3a4046', 0.16);
  stage.line3([0, 3.3, poleZ], [0, 3.3, far - 1.2], '#3a4046', 0.1);
  const board = far - 1.2;
  stage.face(
    [
      [-0.9, 2.9, board],
      [0.9, 2.9, board],
      [0.9, 3.95, board],
      [-0.9, 3.95, board],
    ],
    '#f4f6f7',
  );
  stage.polyline3(
    [
      [-0.9, 2.9, board],
      [0.9, 2.9, board],
      [0.9, 3.95, board],
      [-0.9, 3.95, board],
      [-0.9, 2.9, board],
    ],
    '#30363b',
    0.05,
  );
  stage.polyline3(
    [
      [-0.29, 3.05, board],
      [-0.29, 3.5, board],
      [0.29, 3.5, board],
      [0.29, 3.05, board],
    ],
    surface.key!,
    0.05,
  );
  const rim = circlePoints(0, basket, 0.23, 0, Math.PI * 2, 24).map(([x, z]) => [x, 3.05, z] as P3);
  for (let i = 0; i < 12; i++) {
    const a = rim[i * 2]!;
    stage.line3(a, [a[0] * 0.6, 2.65, basket + (a[2] - basket) * 0.6], '#ffffff', 0.015, 'opacity="0.9"');
  }
  stage.polyline3(rim, '#e4572e', 0.035);
  // A ball at the free-throw line.
  const ball: P3 = [between(rng, -1.5, 1.5), 0.12, far - 5.2];
  const [bx, by] = camera.project(ball);
  const br = 0.12 * camera.scale(ball);
  svg.circle(bx, by, br, '#e07b2f');
  svg.path(
    `M${bx - br},${by} Q${bx},${by - br * 0.4} ${bx + br},${by} M${bx},${by - br} L${bx},${by + br}`,
    'none',
    `stroke="#5a2a0f" stroke-width="${Math.max(0.8, br * 0.12)}"`,
  );
  // A bench.
  stage.box(-sx - 1.8, -sx - 1.3, 0.42, 0.5, 2, 5, {
    top: pick(rng, ['#a8744a', '#3f6fb0', '#8a8f94']),
    front: '#6b5038',
    side: '#5c4430',
  });

  drawTint(svg, time);
  if (lit) {
    for (const [x, z] of [
      [-sx - 2, far + 2],
      [sx + 2, far + 2],
      [sx + 2, -2],
    ] as const)
      lightPole(stage, x, z, true);
  }
  return svg.toString();
}
