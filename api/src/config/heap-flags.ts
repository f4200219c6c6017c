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
 * The C allocator's settings for the same processes (the image's ENV, `npm start`, `npm run bench:http`).
 * glibc gives each thread that allocates its own arena (up to eight per core), and freed memory stays
 * in the arena it came from: the api's event loop, libuv's pool and V8's helper threads each kept tens
 * of MB of RSS that only their own later allocations could reuse. Two arenas held about 30 MB less after
 * the load run at the same throughput (measured back to back with `npm run bench:http`).
 */
export const API_ALLOCATOR_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' } as const;
