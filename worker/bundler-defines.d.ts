// What the bundler replaces in the worker's code (wrangler's esbuild defines
// process.env.NODE_ENV: "production" for a deploy and `npm start`, "development" for
// `npm run dev`; the worker tests set it in the runtime's process.env, "production" too).
// The Workers runtime's types have no `process`; this is all the worker reads of it.
declare const process: { readonly env: { readonly NODE_ENV?: string } };
