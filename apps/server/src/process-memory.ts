/**
 * What bounds a server process's memory (docs/decisions/2026-11-29-worker-memory.md). Both take
 * effect only at a process's start: V8 sizes its young generation when it creates the heap, glibc
 * reads MALLOC_ARENA_MAX before the first allocation. So a server started without them (by
 * `npm start`, a service manager or a test) replaces itself with the same program, pid and
 * arguments, started with them; cluster workers are forked with the primary's flags and
 * environment. Settings already given (on the command line, in NODE_OPTIONS or the environment)
 * are kept as given.
 */

const MEMORY_FLAGS = [
  // The young generation: two semi-spaces of at most 16 MiB rather than 64 MiB on a large machine.
  '--max-semi-space-size=16',
  // Not a budget (a worker's is 256 MiB) but what makes V8 collect the old generation at 1.6×
  // what is live rather than 4×, its factor under a ceiling of 2 GiB or more.
  '--max-old-space-size=1024',
];
/** At most two malloc arenas, rather than eight per core, shared by libuv's and V8's threads. */
const MEMORY_ENVIRONMENT: Record<string, string> = { MALLOC_ARENA_MAX: '2' };

const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const named = (flag: string) => flag.split('=')[0];
const flags = MEMORY_FLAGS.filter((flag) => !given.some((arg) => named(arg) === named(flag)));
const environment = Object.fromEntries(
  Object.entries(MEMORY_ENVIRONMENT).filter(([name]) => process.env[name] === undefined),
);
if (flags.length > 0 || Object.keys(environment).length > 0) {
  // Absent on Windows, which then runs without them.
  process.execve?.(
    process.execPath,
    [process.execPath, ...process.execArgv, ...flags, ...process.argv.slice(1)],
    { ...process.env, ...environment },
  );
}
