/**
 * V8 heap limits of a serving api process (the image's NODE_OPTIONS, `npm start`, `npm run bench:http`).
 *
 * Left to its defaults, V8 lets a busy process's heap grow long before it collects: after a minute of
 * load an instance held 350–450 MB of RSS, most of it garbage, while its live heap stays around 50–60 MB.
 * A 4 MB semi-space (young generation) and a 128 MB old generation keep an instance under 200 MB after
 * the same load at about the same throughput (`npm run bench:http`). The old-generation limit is a
 * ceiling for live data too: an instance that truly needs more (not seen so far: pages, exports and
 * background work are all bounded or streamed) stops with an out-of-memory error and is restarted, so
 * raise it through NODE_OPTIONS before giving a process work that holds more.
 */
export const API_HEAP_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=128'] as const;

/**
 * The allocator of the same processes. jemalloc is preloaded where it is installed (the image installs
 * it; `npm start` and `npm run bench:http` use it when the machine has it), by its bare name, which the
 * dynamic loader finds on any architecture. Freed memory goes back to the system within a second, from a
 * background thread: glibc's allocator kept what a burst of requests had used, split over one arena per
 * thread. After the load run an instance held about 220 MB with glibc (two arenas) and about 190 MB with
 * jemalloc, at the same throughput (`npm run bench:http`, back to back).
 */
export const JEMALLOC_LIBRARY = 'libjemalloc.so.2';

/**
 * Read by jemalloc (MALLOC_CONF) or, where it is missing, by glibc (MALLOC_ARENA_MAX: two arenas rather
 * than eight per core); each allocator ignores the other's.
 */
export const API_ALLOCATOR_ENVIRONMENT = {
  MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0',
  MALLOC_ARENA_MAX: '2',
} as const;
