// One JSON line of a page's bytes: node bench/rsc-bytes.mjs NAME PATH HTML_FILE GZIP_BYTES RSC_RESPONSE_BYTES
// The RSC payload Next writes into the HTML is the strings of its self.__next_f.push([1,"..."]) scripts.
import fs from 'node:fs'

const [name, path, file, gzip, rscResponse] = process.argv.slice(2)
const html = fs.readFileSync(file, 'utf8')
let inline = 0
let scripts = 0
for (const [, body] of html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)) {
  scripts += body.length
  const m = /^self\.__next_f\.push\(\[1,("[\s\S]*")\]\)$/.exec(body)
  if (m) inline += Buffer.byteLength(JSON.parse(m[1]))
}
console.log(
  JSON.stringify({ name, path, htmlBytes: Buffer.byteLength(html), gzipBytes: Number(gzip), rscInHtmlBytes: inline, rscScriptBytes: scripts, rscResponseBytes: Number(rscResponse) }),
)
