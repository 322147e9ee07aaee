import { openNativeServer } from './nativeServer';
const bin = 'engine/target/release/examples/bench';
const s = await openNativeServer(bin, 'engine/target/bench/cisco-ucs-c210-m2.quick.input.json', process.env, 0.05);
console.log('batch', (await s.batch(5)).toFixed(3));
s.close();
await openNativeServer(bin, '/tmp/bad.json', process.env, 0.05).catch((e) => console.log('bad:', (e as Error).message));
await openNativeServer('/nonexistent', 'x', process.env, 0.05).catch((e) => console.log('missing:', (e as Error).message));
