// The registry server in a process of its own (started by verdaccio.ts): Verdaccio from the
// project's node_modules, on a free loopback port. It prints the port as one JSON line and stops
// when its parent closes stdin or ends it, so no registry outlives the test that started it.
import verdaccio from 'verdaccio';

async function main() {
  const app = await verdaccio.runServer(process.argv[2]);
  const server = app.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
  const stop = () => {
    server.closeAllConnections?.();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  process.stderr.write(`verdaccio: ${error && error.message ? error.message : String(error)}\n`);
  process.exit(1);
});
