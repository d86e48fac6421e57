import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Seventeen routes make a small manifest: sending it with the page saves a request per navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
