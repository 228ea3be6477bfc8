import sharp from 'sharp'
import { statSync } from 'node:fs'
const [src, dest] = process.argv.slice(2)
await sharp(src).png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 }).toFile(dest)
console.log(dest, statSync(src).size, '->', statSync(dest).size)
