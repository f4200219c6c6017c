/**
 * style-loader's `insert` for embed.js (scripts/webpack/create-embed-config.ts): a stylesheet goes into
 * no part of the host page; landing-stylesheets.ts puts a copy into every landing's shadow root.
 */
export default function leaveOutOfPage(): void {}
