// Completes package-lock.json with the other platforms' optional binaries that the registry
// reachable here does not serve (macOS and Windows builds of @next/swc 16.4.6, most of
// oxc-parser's). npm drops them from the lock when it cannot fetch them, and `npm ci` then refuses
// the lock as out of sync with package.json. Each entry gets the os/cpu/libc that its name
// encodes, so npm ci on Linux x64 skips it and on another platform fetches it from the registry.
// Run after every `npm install`: `npm run lock`.
import fs from 'node:fs'

const LOCK = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'))
const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix']
const CPU = { x64: 'x64', arm64: 'arm64', arm: 'arm', ia32: 'ia32', riscv64: 'riscv64', s390x: 's390x', ppc64: 'ppc64', loong64: 'loong64' }

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => p in CPU)
  if (!os || !cpu) return null
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : null
  // Key order as npm writes it, so a later `npm install` leaves the file unchanged.
  return { cpu: [CPU[cpu]], ...(libc && os === 'linux' ? { libc: [libc] } : {}), os: [os] }
}

let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const parent = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`
    if (lock.packages[parent] || lock.packages[`node_modules/${dep}`]) continue
    const platform = platformOf(dep)
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) {
      console.error(`complete-lock: ${dep}@${range} (da ${path}) manca e non è un binario di piattaforma`)
      process.exitCode = 1
      continue
    }
    lock.packages[`node_modules/${dep}`] = {
      version: range,
      cpu: platform.cpu,
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      optional: true,
      os: platform.os,
    }
    added++
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lock: ${added} binari di altre piattaforme aggiunti`)
