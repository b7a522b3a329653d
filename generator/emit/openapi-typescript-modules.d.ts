// The openapi-typescript modules schema-worker.mjs imports by path (to skip redocly's load, lint
// and bundle) ship no declarations of their own; they are the ones its entry re-exports.
declare module 'openapi-typescript/dist/lib/ts.js' {
  export { astToString, NULL, NUMBER, STRING, tsIntersection, tsLiteral, tsUnion } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/utils.js' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/transform/index.js' {
  export { transformSchema as default } from 'openapi-typescript';
}
