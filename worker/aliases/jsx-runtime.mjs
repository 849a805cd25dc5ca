// React's JSX runtime as an ES module (wrangler.toml and wrangler.production.toml [alias]
// "react/jsx-runtime"). React ships it as CommonJS, so the bundler called it through the
// module's object at every element, `(0, x.jsx)(…)`, with another short name in each file;
// exported here as bindings, every element is a plain call of one name: about 2.6 KiB gzipped
// less in the site's worker (docs/decisions/066-the-workers-react-as-the-server-runs-it.md).
// The functions are React's own.
import runtime from '../../node_modules/react/jsx-runtime.js';

const jsx = runtime.jsx;

export { jsx };
export const Fragment = runtime.Fragment;
// One function in React's production build; the development build checks static children's keys with its own.
export const jsxs = process.env.NODE_ENV === 'production' ? jsx : runtime.jsxs;
