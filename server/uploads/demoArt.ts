// The demo pictures: a dozen facade illustrations drawn as SVG (no downloads), rendered once with sharp by
// ./demoPictures. Four kinds, so a demo can pick pictures that fit what they show: edificio, casa, moderna, terreno.

export type ArtKind = 'edificio' | 'casa' | 'moderna' | 'terreno';

export interface Art {
  readonly kind: ArtKind;
  readonly svg: string;
}

interface Palette {
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly wall: string;
  readonly wallShade: string;
  readonly accent: string;
  readonly roof: string;
  readonly door: string;
}

const W = 1600;
const H = 1000;
const GROUND = 800;

const PALETTES: readonly [Palette, Palette, Palette, Palette, Palette, Palette] = [
  { skyTop: '#7fb8f0', skyBottom: '#dff0ff', wall: '#f2e3c6', wallShade: '#dcc8a4', accent: '#c0573e', roof: '#8d3b2c', door: '#6b4226' },
  { skyTop: '#f5a65b', skyBottom: '#fde5c4', wall: '#e8eef2', wallShade: '#c9d3da', accent: '#2f6f8f', roof: '#34495e', door: '#2f3e4e' },
  { skyTop: '#6fa8dc', skyBottom: '#eaf6ff', wall: '#cfe3d4', wallShade: '#a9c8b1', accent: '#3d7a57', roof: '#5b4636', door: '#3b2b20' },
  { skyTop: '#8e9ee8', skyBottom: '#f3e8ff', wall: '#f6d7d2', wallShade: '#e0b7ae', accent: '#8e4a7a', roof: '#5a3d5c', door: '#4b2f45' },
  { skyTop: '#5fb0c9', skyBottom: '#e6fbff', wall: '#fff4d6', wallShade: '#ecd9a6', accent: '#d4912a', roof: '#7a5230', door: '#5c3b1e' },
  { skyTop: '#9bbbd4', skyBottom: '#f7f4ee', wall: '#dcdcdc', wallShade: '#b9b9b9', accent: '#b8860b', roof: '#444b52', door: '#8a5a2b' },
];

function sky(p: Palette, id: string, sun: boolean): string {
  const clouds = [
    [260, 170, 1],
    [1120, 120, 1.3],
    [760, 230, 0.8],
  ]
    .map(
      ([x, y, s]) => `<g fill="#ffffff" opacity="0.85" transform="translate(${x} ${y}) scale(${s})">
      <ellipse cx="0" cy="0" rx="90" ry="34"/><ellipse cx="60" cy="-20" rx="60" ry="36"/><ellipse cx="-55" cy="-8" rx="50" ry="28"/></g>`,
    )
    .join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#${id})"/>
    ${sun ? '<circle cx="1380" cy="170" r="78" fill="#fff6c9" opacity="0.95"/>' : ''}${clouds}
    <path d="M0 640 L180 560 L330 610 L520 520 L700 600 L900 540 L1080 610 L1300 530 L1600 600 L1600 ${GROUND} L0 ${GROUND} Z" fill="#b8c9b0" opacity="0.55"/>`;
}

function ground(): string {
  return `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="#7fb069"/>
    <rect y="${GROUND + 70}" width="${W}" height="60" fill="#cfcfc8"/>
    <rect y="${GROUND + 130}" width="${W}" height="${H - GROUND - 130}" fill="#5d6166"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 200}" y="${GROUND + 160}" width="110" height="10" fill="#f1f1f1"/>`).join('')}`;
}

function tree(x: number, scale = 1, leaf = '#4f8f4a'): string {
  return `<g transform="translate(${x} ${GROUND}) scale(${scale})">
    <rect x="-12" y="-150" width="24" height="150" fill="#7a5234"/>
    <circle cx="0" cy="-200" r="80" fill="${leaf}"/><circle cx="-55" cy="-160" r="55" fill="${leaf}"/><circle cx="55" cy="-165" r="58" fill="${leaf}"/>
    <circle cx="-20" cy="-230" r="40" fill="#ffffff" opacity="0.08"/></g>`;
}

function windowAt(x: number, y: number, w: number, h: number, frame: string, lit = false): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>
    <rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="${lit ? '#fbe7a1' : '#a9d2ef'}"/>
    <path d="M${x + 6} ${y + h - 6} L${x + w - 6} ${y + 6}" stroke="#ffffff" stroke-width="6" opacity="0.35"/>
    <rect x="${x + w / 2 - 3}" y="${y + 6}" width="6" height="${h - 12}" fill="${frame}"/>`;
}

function edificio(p: Palette, floors: number, balconies: boolean): string {
  const x = 470;
  const w = 660;
  const floorH = Math.min(95, 620 / floors);
  const top = GROUND - floors * floorH - 60;
  let rows = '';
  for (let f = 0; f < floors; f++) {
    const y = top + 40 + f * floorH;
    for (let c = 0; c < 4; c++) rows += windowAt(x + 40 + c * 155, y + 12, 110, floorH - 34, p.wallShade, (f + c) % 5 === 2);
    if (balconies)
      rows += `<rect x="${x + 20}" y="${y + floorH - 22}" width="${w - 40}" height="10" fill="${p.accent}"/>
      <rect x="${x + 20}" y="${y + floorH - 44}" width="${w - 40}" height="4" fill="${p.accent}" opacity="0.7"/>`;
  }
  return `<rect x="${x - 20}" y="${top}" width="${w + 40}" height="30" fill="${p.roof}"/>
    <rect x="${x}" y="${top + 30}" width="${w}" height="${GROUND - top - 30}" fill="${p.wall}"/>
    <rect x="${x + w - 90}" y="${top + 30}" width="90" height="${GROUND - top - 30}" fill="${p.wallShade}" opacity="0.6"/>
    ${rows}
    <rect x="${x + w / 2 - 90}" y="${GROUND - 150}" width="180" height="20" fill="${p.accent}"/>
    <rect x="${x + w / 2 - 60}" y="${GROUND - 130}" width="120" height="130" fill="${p.door}"/>
    <rect x="${x + w / 2 - 50}" y="${GROUND - 120}" width="100" height="110" fill="#9cc3de" opacity="0.55"/>
    <rect x="${x + 80}" y="${top - 40}" width="120" height="40" fill="${p.wallShade}"/>`;
}

function casa(p: Palette, garage: boolean): string {
  const x = 420;
  const w = 760;
  const top = 470;
  return `<rect x="${x + 520}" y="${top - 150}" width="60" height="120" fill="${p.wallShade}"/>
    <polygon points="${x - 60},${top + 10} ${x + w / 2},${top - 200} ${x + w + 60},${top + 10}" fill="${p.roof}"/>
    <polygon points="${x - 60},${top + 10} ${x + w / 2},${top - 200} ${x + w / 2},${top - 170} ${x - 20},${top + 10}" fill="#000000" opacity="0.12"/>
    <rect x="${x}" y="${top}" width="${w}" height="${GROUND - top}" fill="${p.wall}"/>
    <rect x="${x}" y="${top}" width="${w}" height="22" fill="${p.wallShade}"/>
    <circle cx="${x + w / 2}" cy="${top - 70}" r="38" fill="${p.wallShade}"/>
    <circle cx="${x + w / 2}" cy="${top - 70}" r="28" fill="#a9d2ef"/>
    ${windowAt(x + 60, top + 80, 170, 140, p.accent)}
    ${
      garage
        ? `<rect x="${x + w - 300}" y="${GROUND - 230}" width="250" height="230" fill="${p.wallShade}"/>
         ${Array.from({ length: 6 }, (_, i) => `<rect x="${x + w - 290}" y="${GROUND - 220 + i * 37}" width="230" height="28" fill="#ffffff" opacity="0.55"/>`).join('')}`
        : windowAt(x + w - 230, top + 80, 170, 140, p.accent)
    }
    <rect x="${x + w / 2 - 150}" y="${GROUND - 250}" width="140" height="250" fill="${p.door}"/>
    <circle cx="${x + w / 2 - 35}" cy="${GROUND - 120}" r="8" fill="#e8c547"/>
    <rect x="${x + w / 2 - 170}" y="${GROUND - 10}" width="180" height="14" fill="#bdbdb5"/>
    <g fill="#3f7d3a">${Array.from({ length: 5 }, (_, i) => `<circle cx="${x + 30 + i * 70}" cy="${GROUND - 10}" r="36"/>`).join('')}</g>`;
}

function moderna(p: Palette, wide: boolean): string {
  const x = wide ? 360 : 440;
  const w = wide ? 880 : 720;
  const low = GROUND - 300;
  const high = low - 260;
  return `<rect x="${x}" y="${low}" width="${w}" height="300" fill="${p.wall}"/>
    <rect x="${x + 120}" y="${high}" width="${w - 200}" height="260" fill="${p.wallShade}"/>
    <rect x="${x + 90}" y="${high - 24}" width="${w - 140}" height="24" fill="${p.roof}"/>
    <rect x="${x - 30}" y="${low - 24}" width="${w + 60}" height="24" fill="${p.roof}"/>
    <rect x="${x + 160}" y="${high + 40}" width="${(w - 280) * 0.62}" height="180" fill="#8fbad8"/>
    <path d="M${x + 170} ${high + 210} L${x + 330} ${high + 50}" stroke="#ffffff" stroke-width="10" opacity="0.3"/>
    <rect x="${x + 160 + (w - 280) * 0.62 + 30}" y="${high + 40}" width="${(w - 280) * 0.38 - 30}" height="180" fill="${p.accent}"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="${x + 40 + i * 26}" y="${low + 40}" width="14" height="260" fill="${p.door}" opacity="0.85"/>`).join('')}
    <rect x="${x + 260}" y="${low + 60}" width="${w - 560}" height="240" fill="#9cc3de"/>
    <rect x="${x + 260 + (w - 560) / 2 - 4}" y="${low + 60}" width="8" height="240" fill="${p.roof}"/>
    <rect x="${x + w - 250}" y="${low + 70}" width="200" height="230" fill="${p.door}"/>
    <rect x="${x + w - 240}" y="${low + 80}" width="10" height="210" fill="#e8c547" opacity="0.8"/>`;
}

function terreno(sign: string): string {
  const posts = Array.from({ length: 21 }, (_, i) => `<rect x="${100 + i * 70}" y="${GROUND - 110}" width="12" height="110" fill="#8a6a4a"/>`).join(
    '',
  );
  return `<rect x="0" y="${GROUND - 40}" width="${W}" height="40" fill="#a3b56b"/>
    <g fill="#c7b07a" opacity="0.7">${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${120 + i * 105}" cy="${GROUND - 18}" rx="40" ry="10"/>`).join('')}</g>
    ${posts}
    <rect x="100" y="${GROUND - 95}" width="1412" height="10" fill="#8a6a4a"/>
    <rect x="100" y="${GROUND - 50}" width="1412" height="10" fill="#8a6a4a"/>
    <rect x="700" y="${GROUND - 330}" width="16" height="330" fill="#5b5b5b"/>
    <rect x="884" y="${GROUND - 330}" width="16" height="330" fill="#5b5b5b"/>
    <rect x="620" y="${GROUND - 470}" width="360" height="200" rx="10" fill="${sign}"/>
    <rect x="645" y="${GROUND - 445}" width="310" height="40" fill="#ffffff" opacity="0.9"/>
    <rect x="645" y="${GROUND - 390}" width="230" height="22" fill="#ffffff" opacity="0.7"/>
    <rect x="645" y="${GROUND - 355}" width="270" height="22" fill="#ffffff" opacity="0.7"/>`;
}

function scene(p: Palette, id: string, body: string, trees: readonly (readonly [number, number])[], sun = true): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${sky(p, id, sun)}${ground()}${body}${trees.map(([x, s]) => tree(x, s)).join('')}</svg>`;
}

/** The twelve demo pictures (1600×1000 SVG). */
export function demoArt(): Art[] {
  const P = PALETTES;
  return [
    {
      kind: 'edificio',
      svg: scene(P[0], 's0', edificio(P[0], 6, true), [
        [260, 1.1],
        [1360, 1],
      ]),
    },
    {
      kind: 'edificio',
      svg: scene(
        P[1],
        's1',
        edificio(P[1], 7, false),
        [
          [250, 1],
          [1380, 1.2],
        ],
        false,
      ),
    },
    {
      kind: 'edificio',
      svg: scene(P[3], 's2', edificio(P[3], 5, true), [
        [300, 1.2],
        [1320, 0.9],
      ]),
    },
    {
      kind: 'edificio',
      svg: scene(P[5], 's3', edificio(P[5], 6, false), [
        [240, 0.9],
        [1390, 1.1],
      ]),
    },
    {
      kind: 'casa',
      svg: scene(P[0], 's4', casa(P[0], true), [
        [220, 1.2],
        [1400, 1],
      ]),
    },
    {
      kind: 'casa',
      svg: scene(P[2], 's5', casa(P[2], false), [
        [230, 1],
        [1380, 1.25],
      ]),
    },
    {
      kind: 'casa',
      svg: scene(
        P[4],
        's6',
        casa(P[4], true),
        [
          [250, 1.1],
          [1370, 0.95],
        ],
        false,
      ),
    },
    {
      kind: 'moderna',
      svg: scene(P[1], 's7', moderna(P[1], false), [
        [250, 1],
        [1380, 1.1],
      ]),
    },
    {
      kind: 'moderna',
      svg: scene(P[5], 's8', moderna(P[5], true), [
        [180, 1.1],
        [1440, 0.9],
      ]),
    },
    {
      kind: 'moderna',
      svg: scene(
        P[2],
        's9',
        moderna(P[3], false),
        [
          [260, 1.2],
          [1350, 1],
        ],
        false,
      ),
    },
    {
      kind: 'terreno',
      svg: scene(P[2], 's10', terreno('#c0392b'), [
        [60, 1.2],
        [1540, 1],
      ]),
    },
    { kind: 'terreno', svg: scene(P[4], 's11', terreno('#1f6fb2'), [[1500, 1.3]]) },
  ];
}
