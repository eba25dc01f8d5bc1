// Ambient module declarations every front-end app shares (CSS Modules, static assets).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}

/** The id of the build a bundle belongs to (webpack's DefinePlugin; 'test' under Jest). */
declare const __BUILD_ID__: string;
