import { build } from 'esbuild';
const r = await build({ entryPoints: { entry: 'client/entry.tsx' }, bundle: true, splitting: true, format: 'esm', platform: 'browser', target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'], minify: true, legalComments: 'none', charset: 'utf8', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"', __BUILD_ID__: '"0000000000000000"', __ENABLE_FAULTS__: 'false' }, entryNames: '[name]-[hash]', chunkNames: '[name]-[hash]', outdir: '/tmp/metaout', metafile: true, write: false, logLevel: 'warning' });
for (const [out, meta] of Object.entries(r.metafile.outputs)) {
  if (!out.endsWith('.js')) continue;
  if (!/entry|chunk|home/.test(out)) continue;
  console.log('==', out, meta.bytes);
  for (const [inp, v] of Object.entries(meta.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)) if (!inp.includes('node_modules')) console.log('  ', v.bytesInOutput, inp);
}
