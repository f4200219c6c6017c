// Async boundary for the standalone dev page: shared modules are negotiated before bootstrap runs.
void import('./bootstrap.tsx');
