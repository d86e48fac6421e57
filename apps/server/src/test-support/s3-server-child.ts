/*
 * An S3-protocol server (s3rver) for tests, in a process of its own so that a test measuring its
 * own memory measures the server under test alone: `node s3-server-child.ts <directory> <bucket>`
 * answers its port over IPC and stops when its parent goes.
 */
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket || !process.send) throw new Error('usage: forked with <directory> <bucket>');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.send({ port });
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
