// A local S3-compatible server for the tests (s3rver, files under a temporary folder), on loopback.
//   node tests/support/s3-server.mjs <port> <bucket[,bucket…]> <directory>
// Prints "s3 ready" once it listens; stops on SIGTERM.
import S3rver from '@20minutes/s3rver'

const [port = '4569', bucket = 'sito-test', directory = '/tmp/sito-s3'] = process.argv.slice(2)
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  // s3rver 5 signs a bucket-level request (ListObjectsV2 on /bucket/) without the trailing slash
  // the AWS SDK 3.117x signs, and answers SignatureDoesNotMatch: listing (backups from S3) needs this.
  allowMismatchedSignatures: true,
  configureBuckets: bucket.split(',').map((name) => ({ name })),
})
await server.run()
console.log('s3 ready')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
