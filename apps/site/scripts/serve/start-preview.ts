/**
 * Serves the built site (`dist/`, or SITE_OUT_DIR) on 127.0.0.1 with the preview server (precompressed brotli or gzip, the headers of `_headers`) and prints its URL.
 * Usage: tsx scripts/serve/start-preview.ts [--port 4173]   (PORT in the environment works too)
 */
import { startServer } from './preview-server';
import { outDirFromEnvironment } from '../lib/out-dir';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 4173));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${process.argv[portFlag + 1] ?? process.env.PORT}`);
  process.exit(2);
}

try {
  const server = await startServer({ root: outDirFromEnvironment(process.env), port });
  console.log(`Serving the site at ${server.url}/ (brotli and gzip; Ctrl+C stops)`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
