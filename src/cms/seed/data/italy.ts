/** Rough outline of Italy (longitude, latitude), enough for a dotted illustration. */
type Ring = [number, number][]

const MAINLAND: Ring = [
  [7.0, 45.9], [8.4, 46.45], [9.3, 46.5], [10.5, 46.9], [12.2, 47.1], [13.7, 46.5], [13.7, 45.6],
  [12.3, 45.2], [12.5, 44.9], [12.3, 44.2], [13.6, 43.5], [14.2, 42.4], [15.1, 41.9], [16.0, 41.95],
  [15.9, 41.5], [16.9, 41.1], [18.0, 40.6], [18.5, 40.1], [18.35, 39.8], [17.2, 40.4], [16.6, 40.1],
  [17.1, 39.4], [16.5, 38.7], [16.1, 37.95], [15.65, 38.0], [15.9, 38.5], [16.2, 38.9], [15.7, 40.0],
  [14.9, 40.3], [14.3, 40.6], [14.0, 40.8], [13.5, 41.2], [12.4, 41.7], [11.8, 42.1], [11.1, 42.4],
  [10.5, 43.0], [10.3, 43.5], [10.1, 44.0], [9.8, 44.1], [8.9, 44.4], [8.2, 43.9], [7.5, 43.8],
  [7.0, 44.2], [6.6, 45.1],
]

const SICILY: Ring = [
  [12.4, 38.1], [13.3, 38.2], [14.5, 38.05], [15.6, 38.3], [15.1, 37.3], [15.1, 36.7], [14.3, 36.9],
  [13.0, 37.5], [12.4, 37.8],
]

const SARDINIA: Ring = [
  [8.2, 40.9], [9.2, 41.25], [9.8, 40.9], [9.65, 40.0], [9.6, 39.2], [9.1, 39.2], [8.6, 38.9],
  [8.4, 39.1], [8.4, 39.9], [8.4, 40.6],
]

const RINGS = [MAINLAND, SICILY, SARDINIA]

function inside(ring: Ring, x: number, y: number): boolean {
  let hit = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

export function onItaly(lon: number, lat: number): boolean {
  return RINGS.some((ring) => inside(ring, lon, lat))
}
