/**
 * embed.js's build loads stylesheets as text (scripts/webpack/create-embed-config.ts), which its
 * shadow root adopts; only embed.js imports a stylesheet this way.
 */
declare module '@mantine/core/styles.css' {
  const css: string;
  export default css;
}
