#!/usr/bin/env bash
# Starts a local S3-compatible server (s3rver, tests/support/s3-server.mjs) on 127.0.0.1:$S3_PORT.
# Usage: source it; it exports the S3_* variables the site reads and stop_test_s3.
S3_PORT=${S3_PORT:-4569}
S3_DIR=$(mktemp -d /tmp/sito-s3.XXXXXX)
node tests/support/s3-server.mjs "$S3_PORT" sito-test "$S3_DIR" > "$S3_DIR.log" 2>&1 &
S3_PID=$!
for _ in $(seq 1 100); do grep -q 's3 ready' "$S3_DIR.log" 2>/dev/null && break; sleep 0.1; done
grep -q 's3 ready' "$S3_DIR.log" || { cat "$S3_DIR.log"; return 1; }
export S3_BUCKET=sito-test S3_ENDPOINT=http://127.0.0.1:$S3_PORT S3_FORCE_PATH_STYLE=true S3_REGION=eu-south-1
export S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER S3_TEST_DIR=$S3_DIR
stop_test_s3() { kill "$S3_PID" 2>/dev/null; wait "$S3_PID" 2>/dev/null; rm -rf "$S3_DIR" "$S3_DIR.log"; }
