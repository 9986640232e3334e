// The content build's rules that need no file system, in one module for the studio's check of a
// proposed change (worker/admin/backend/check.ts), which runs them in the worker and, bundled, in
// the local studio server: the same schemas, YAML reading, copy rules, link check and Markdown
// compiler the build runs, so a refusal carries the build's own message. rules.d.mts types it for
// the worker's TypeScript.
export { AUTHORS, CLIENTS, ID, LANGS, NEWS, POSITION, TAGS, WORK } from './schema.mjs';
export { checkValue, parseYaml, readYaml, splitFrontMatter } from './yaml.mjs';
export { compareLanguages, finish, lookup, quoteCaseStudies } from './copy-rules.mjs';
export { contentLinks } from './links.mjs';
export { compileMarkdown, parseMarkdown } from './markdown-tree.mjs';
export { checkPicture, picturesIn } from './pictures.mjs';
