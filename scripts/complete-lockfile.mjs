// Adds lockfile entries for platform-specific optional packages that this machine's registry mirror does not serve.
import { readFileSync, writeFileSync } from 'node:fs';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages;
const added = [];
function platform(name) {
  const n = name.split('/').pop();
  const os = ['android','darwin','freebsd','openbsd','openharmony','win32','linux','sunos','aix','netbsd'].find(o => n.includes(o));
  const cpus = ['arm64','x64','ia32','arm','loong64','ppc64','riscv64','s390x','wasm32','mips64el'];
  let cpu = cpus.find(c => new RegExp(`(^|-)${c}(-|$)`).test(n.replace(/^.*?(android|darwin|freebsd|openbsd|openharmony|win32|linux|sunos|aix|netbsd)/, '')) );
  if (!cpu) cpu = cpus.find(c => n.includes(c));
  const libc = n.includes('musl') ? 'musl' : n.includes('gnu') && os === 'linux' ? 'glibc' : undefined;
  return { os, cpu, libc };
}
for (const [path, entry] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // resolve like node: walk up nested node_modules
    let base = path;
    let found = false;
    while (true) {
      const candidate = (base ? base + '/' : '') + 'node_modules/' + dep;
      if (pk[candidate]) { found = true; break; }
      if (!base) break;
      const idx = base.lastIndexOf('node_modules/');
      base = idx <= 0 ? '' : base.slice(0, idx - 1);
    }
    if (found) continue;
    const { os, cpu, libc } = platform(dep);
    if (!os && cpu !== 'wasm32') { console.log('skip (no platform):', dep, 'from', path); continue; }
    const key = 'node_modules/' + dep;
    if (pk[key]) continue;
    const e = { version };
    if (cpu) e.cpu = [cpu];
    if (entry.dev) e.dev = true;
    if (libc) e.libc = [libc];
    e.license = entry.license;
    e.optional = true;
    if (os) e.os = [os];
    pk[key] = e;
    added.push(key);
  }
}
lock.packages = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added.length, added.join(' '));
