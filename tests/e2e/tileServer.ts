// Map tiles served by the tests themselves (CI has no internet): one 256×256 PNG drawn with sharp — a pale ground
// with a faint grid, so the map looks like a map in screenshots — for every /{z}/{x}/{y}.png on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface TileServer {
  /** Leaflet URL template, e.g. http://127.0.0.1:4321/{z}/{x}/{y}.png */
  readonly template: string;
  readonly origin: string;
  /** Tiles served so far. */
  readonly served: () => number;
  close(): Promise<void>;
}

async function tilePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#eef0e6"/>
    <path d="M0 128H256M128 0V256" stroke="#d9dccf" stroke-width="6"/>
    <rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#d0d3c6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function startTileServer(): Promise<TileServer> {
  const png = await tilePng();
  let served = 0;
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    served++;
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600', 'access-control-allow-origin': '*' });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    served: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
