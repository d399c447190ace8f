#!/bin/sh
# `npm run test:image`: builds the image, then checks it the way an operator uses it
# (docs/deploy.md, Container image): the server on a read-only root filesystem with one volume
# serves the demo and stops gracefully on SIGTERM; the organisation commands run in the image on
# that volume (the embedded database) and on the machine's PostgreSQL (POSTGRES_URL, the server
# of postgres://postgres@127.0.0.1:5432). IMAGE_TEST_SKIP_BUILD=1 tests the image already built.
set -eu
. "$(dirname "$0")/engine.sh"

port=${IMAGE_TEST_PORT:-3999}
admin_url=${POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
database="trustfront_image_test_$$"
database_url="${admin_url%/*}/$database"
name="trustfront-image-test-$$"
volume=$(mktemp -d "${TMPDIR:-/tmp}/trustfront-image-test.XXXXXX")
failed=0

fail() {
  echo "FAIL: $*" >&2
  failed=1
}
step() { echo "== $*"; }
# One-off commands: no health check to schedule.
in_image() { "$engine" run --rm --network host --read-only --no-healthcheck "$@"; }
sql() {
  in_image "$IMAGE" node -e "const { Client } = require('pg');
const c = new Client({ connectionString: process.argv[1] });
c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });" \
    "$admin_url" "$1"
}
cleanup() {
  "$engine" rm -f "$name" >/dev/null 2>&1 || true
  sql "DROP DATABASE IF EXISTS $database" >/dev/null 2>&1 || true
  rm -rf "$volume"
}
trap cleanup EXIT

if [ "${IMAGE_TEST_SKIP_BUILD:-}" != 1 ]; then
  step "build"
  sh "$here/build.sh"
fi
size=$("$engine" image inspect --format '{{.Size}}' "$IMAGE")
echo "Image $IMAGE: $((size / 1000000)) MB"

# The volume belongs to the image's user (uid 10001), as a named volume would.
chown 10001:10001 "$volume" 2>/dev/null || chmod 0777 "$volume"

step "server on a read-only root filesystem, data in the volume"
"$engine" run -d --name "$name" --network host --read-only -e PORT="$port" \
  -v "$volume:/data" "$IMAGE" >/dev/null
ready=0
for _ in $(seq 1 180); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
    ready=1
    break
  fi
  [ "$("$engine" inspect --format '{{.State.Running}}' "$name")" = true ] || break
  sleep 1
done
if [ "$ready" = 1 ]; then
  curl -fsS "http://127.0.0.1:$port/api/health" && echo
  curl -fsS "http://127.0.0.1:$port/trust/acme" | grep -q 'Acme' || fail "/trust/acme does not show the demo"
  user=$("$engine" exec "$name" id -u)
  [ "$user" = 10001 ] || fail "the server runs as uid $user, not 10001"
  if [ "$engine" = podman ]; then
    "$engine" healthcheck run "$name" || fail "the image's health check fails"
  fi
else
  "$engine" logs "$name" | tail -n 30 >&2
  fail "the server did not answer /api/health"
fi

step "graceful stop on SIGTERM"
from=$(date +%s)
"$engine" stop -t 10 "$name" >/dev/null
took=$(($(date +%s) - from))
code=$("$engine" inspect --format '{{.State.ExitCode}}' "$name")
echo "stopped in ${took}s, exit code $code"
[ "$code" = 0 ] || fail "the server exited $code on SIGTERM"
[ "$took" -lt 10 ] || fail "the server took ${took}s to stop"
"$engine" rm -f "$name" >/dev/null

step "PDF text read in the image"
in_image "$IMAGE" node --input-type=module -e "
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const pdf = await PDFDocument.create();
const font = await pdf.embedFont(StandardFonts.Helvetica);
pdf.addPage().drawText('Read in the image', { x: 50, y: 700, font, size: 12 });
const options = { data: await pdf.save(), isEvalSupported: false, useSystemFonts: false, verbosity: 0 };
const page = await (await getDocument(options).promise).getPage(1);
const text = (await page.getTextContent()).items.map((item) => item.str).join('');
console.log(text);
process.exit(text.includes('Read in the image') ? 0 : 1);" || fail "PDF.js reads no text in the image"

org_commands() {
  label=$1
  shift
  step "org commands in the image ($label)"
  in_image "$@" "$IMAGE" trustfront org create --name "Image Test" --slug image-test \
    --admin-email admin@image-test.example || fail "org create ($label)"
  in_image "$@" "$IMAGE" trustfront org list | tee "$volume.list"
  grep -q '^image-test ' "$volume.list" || fail "org list does not show image-test ($label)"
  in_image "$@" "$IMAGE" trustfront org delete --slug image-test --yes || fail "org delete ($label)"
  in_image "$@" "$IMAGE" trustfront org list >"$volume.list"
  if grep -q '^image-test ' "$volume.list"; then fail "image-test is still listed ($label)"; fi
  rm -f "$volume.list"
}
org_commands "embedded database in the volume" -e LOG_LEVEL=warn -v "$volume:/data"

if sql "CREATE DATABASE $database"; then
  org_commands "PostgreSQL" -e LOG_LEVEL=warn -e DATABASE_URL="$database_url" -v "$volume:/data"
else
  fail "PostgreSQL at $admin_url cannot be reached"
fi

if [ "$failed" = 0 ]; then echo "Image test passed."; else echo "Image test FAILED." >&2; fi
exit "$failed"
