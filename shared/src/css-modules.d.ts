/** A CSS module (`*.module.css`): css-loader gives each of its classes a name unique to the build. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
