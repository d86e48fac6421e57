/*
 * The entry point. A process started without its memory settings starts again with them
 * (process-memory.ts) before the server's modules are loaded: importing them all first would
 * double the start's time.
 */
import './process-memory.ts';

await import('./serve.ts');
