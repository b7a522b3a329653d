// The openapi-typescript modules schema-conversion.mjs loads by path (to skip redocly's load, lint
// and bundle) ship no declarations of their own; they are the ones its entry re-exports.
declare module 'openapi-typescript/dist/lib/ts.cjs' {
  export { astToString, NULL, NUMBER, STRING, tsIntersection, tsLiteral, tsUnion } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/lib/utils.cjs' {
  export { resolveRef, scanDiscriminators } from 'openapi-typescript';
}
declare module 'openapi-typescript/dist/transform/index.cjs' {
  import { transformSchema } from 'openapi-typescript';
  export = transformSchema;
}
