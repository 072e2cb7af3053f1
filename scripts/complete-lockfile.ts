// The registry mirror on our build machines serves only some platforms' binaries, so `npm install` there
// leaves optional platform packages (rollup, tailwind oxide, …) out of package-lock.json and `npm ci` then
// refuses the lock file. This adds the missing entries (platform-restricted, optional): npm skips them on
// other platforms and installs them from the real registry where they match. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  license?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const operatingSystems = [
  'android',
  'darwin',
  'freebsd',
  'openbsd',
  'openharmony',
  'win32',
  'linux',
  'sunos',
  'aix',
  'netbsd',
];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(packageName: string) {
  const name = packageName.split('/').pop() ?? packageName;
  const os = operatingSystems.find((candidate) => name.includes(candidate));
  const afterOs = os ? name.slice(name.indexOf(os) + os.length) : name;
  const cpu = cpus.find((candidate) => new RegExp(`(^|-)${candidate}(-|$)`).test(afterOs));
  const libc =
    os === 'linux'
      ? name.includes('musl')
        ? 'musl'
        : name.includes('gnu')
          ? 'glibc'
          : undefined
      : undefined;
  return { os, cpu, libc };
}

function isInstalledFor(packages: Record<string, LockEntry>, fromPath: string, dependency: string) {
  let base = fromPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dependency}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isInstalledFor(lock.packages, path, dependency)) continue;
    const { os, cpu, libc } = platformOf(dependency);
    if (!os && cpu !== 'wasm32') continue;
    lock.packages[`node_modules/${dependency}`] = {
      version,
      ...(cpu && { cpu: [cpu] }),
      ...(entry.dev && { dev: true }),
      ...(libc && { libc: [libc] }),
      ...(entry.license && { license: entry.license }),
      optional: true,
      ...(os && { os: [os] }),
    };
    added.push(dependency);
  }
}
const sorted = Object.entries(lock.packages).sort(([a], [b]) =>
  a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
);
lock.packages = Object.fromEntries(sorted);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `added to package-lock.json: ${added.join(', ')}` : 'package-lock.json is complete',
);
