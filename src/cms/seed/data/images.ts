import { onItaly } from './italy'

/** Illustrations generated at seed time (SVG rendered to PNG with sharp). */
export type ImageSpec = { name: string; alt: string; title: string; svg: () => string }

const W = 1600
const H = 900
const BLUE = '#0066CC'
const DARK = '#004080'

function frame(body: string, from = DARK, to = BLUE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`
}

function italyDots(): string {
  const dots: string[] = []
  const step = 0.22
  for (let lat = 47.2; lat > 36.5; lat -= step) {
    for (let lon = 6.5; lon < 18.7; lon += step / 0.74) {
      if (!onItaly(lon, lat)) continue
      const x = 820 + (lon - 6.5) * 0.74 * 78
      const y = 40 + (47.2 - lat) * 78
      const accent = Math.round(lon * 7 + lat * 3) % 9 === 0
      dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${accent ? 7 : 5}" fill="${accent ? '#ffffff' : '#66a3e0'}"/>`)
    }
  }
  const shapes = `<circle cx="260" cy="220" r="150" fill="#ffffff" opacity="0.08"/>
<rect x="120" y="520" width="420" height="260" rx="24" fill="#ffffff" opacity="0.1"/>
<rect x="170" y="570" width="220" height="24" rx="12" fill="#ffffff" opacity="0.7"/>
<rect x="170" y="620" width="320" height="16" rx="8" fill="#ffffff" opacity="0.4"/>
<rect x="170" y="656" width="280" height="16" rx="8" fill="#ffffff" opacity="0.4"/>`
  return frame(shapes + dots.join(''))
}

function services(): string {
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 260 + i * 380
      const y = 220 + (i % 2) * 80
      return `<rect x="${x}" y="${y}" width="320" height="420" rx="28" fill="#ffffff"/>
<rect x="${x + 32}" y="${y + 40}" width="96" height="96" rx="48" fill="${BLUE}"/>
<rect x="${x + 32}" y="${y + 176}" width="220" height="22" rx="11" fill="${DARK}"/>
<rect x="${x + 32}" y="${y + 220}" width="250" height="14" rx="7" fill="#b3d1f0"/>
<rect x="${x + 32}" y="${y + 250}" width="200" height="14" rx="7" fill="#b3d1f0"/>
<rect x="${x + 32}" y="${y + 330}" width="140" height="44" rx="22" fill="${BLUE}"/>`
    })
    .join('')
  return frame(`<circle cx="1400" cy="140" r="220" fill="#ffffff" opacity="0.08"/>${cards}`)
}

function cloud(): string {
  const racks = [0, 1, 2]
    .map((i) => {
      const x = 470 + i * 240
      const units = [0, 1, 2, 3]
        .map((u) => `<rect x="${x + 20}" y="${620 + u * 52}" width="140" height="36" rx="6" fill="#ffffff" opacity="0.9"/><circle cx="${x + 140}" cy="${638 + u * 52}" r="6" fill="${BLUE}"/>`)
        .join('')
      return `<rect x="${x}" y="600" width="180" height="230" rx="14" fill="${DARK}" stroke="#ffffff" stroke-width="4"/>${units}<line x1="${x + 90}" y1="600" x2="800" y2="430" stroke="#ffffff" stroke-width="4" stroke-dasharray="12 10"/>`
    })
    .join('')
  const shape = `<path d="M560 430 a130 130 0 0 1 40 -250 a190 190 0 0 1 350 -40 a150 150 0 0 1 170 290 z" fill="#ffffff"/>`
  return frame(shape + racks)
}

function data(): string {
  const values = [220, 300, 260, 380, 430, 520, 610]
  const bars = values
    .map((v, i) => `<rect x="${260 + i * 160}" y="${780 - v}" width="100" height="${v}" rx="10" fill="#ffffff" opacity="${0.55 + i * 0.06}"/>`)
    .join('')
  const points = values.map((v, i) => `${310 + i * 160},${700 - v}`).join(' ')
  return frame(
    `<line x1="200" y1="780" x2="1400" y2="780" stroke="#ffffff" stroke-width="4"/>${bars}
<polyline points="${points}" fill="none" stroke="#99c2eb" stroke-width="8" stroke-linejoin="round"/>`,
  )
}

function network(): string {
  const nodes: [number, number, number][] = [
    [400, 300, 60], [800, 200, 80], [1200, 320, 60], [560, 620, 70], [1000, 640, 90], [1380, 700, 50], [230, 640, 45],
  ]
  const links = [[0, 1], [1, 2], [0, 3], [1, 4], [2, 4], [3, 4], [4, 5], [3, 6], [2, 5]]
  const lines = links
    .map(([a, b]) => `<line x1="${nodes[a!]![0]}" y1="${nodes[a!]![1]}" x2="${nodes[b!]![0]}" y2="${nodes[b!]![1]}" stroke="#99c2eb" stroke-width="6"/>`)
    .join('')
  const circles = nodes
    .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 3 === 0 ? '#ffffff' : BLUE}" stroke="#ffffff" stroke-width="6"/>`)
    .join('')
  return frame(lines + circles)
}

export const IMAGES = {
  mappa: {
    name: 'mappa-italia-punti',
    alt: 'Mappa stilizzata dell’Italia composta da punti blu e bianchi su sfondo blu scuro',
    title: 'L’Italia dei servizi digitali',
    svg: italyDots,
  },
  servizi: {
    name: 'servizi-digitali-schede',
    alt: 'Tre schede bianche affiancate, come schermate di servizi online, su sfondo blu',
    title: 'Servizi pubblici digitali',
    svg: services,
  },
  cloud: {
    name: 'migrazione-cloud',
    alt: 'Illustrazione di una nuvola stilizzata collegata a tre armadi di server',
    title: 'Migrazione al cloud',
    svg: cloud,
  },
  dati: {
    name: 'grafico-dati-aperti',
    alt: 'Grafico a barre crescenti con una linea di tendenza, in bianco su sfondo blu',
    title: 'Dati sull’avanzamento',
    svg: data,
  },
  rete: {
    name: 'rete-amministrazioni',
    alt: 'Cerchi blu e bianchi collegati da linee, a rappresentare una rete di amministrazioni',
    title: 'Una rete di amministrazioni',
    svg: network,
  },
} satisfies Record<string, ImageSpec>

export type ImageKey = keyof typeof IMAGES
