// Async boundary: federation must negotiate shared modules before any of them is imported.
void import('./bootstrap.tsx');
