#!/bin/sh
# `npm run test:image`: builds the image, then checks it the way an operator uses it
# (docs/deploy.md, Container image): the server on a read-only root filesystem with one volume
# serves the demo and stops gracefully on SIGTERM; the organisation commands run in the image on
# that volume (the embedded database) and on the machine's PostgreSQL (POSTGRES_URL, the server
# of postgres://postgres@127.0.0.1:5432); two replicas on one PostgreSQL database share a staff
# session, and one restarted keeps the data; `trustfront backup` of that database restores with
# `trustfront restore` into an empty one, which then serves the demo and signs its admin in.
# IMAGE_TEST_SKIP_BUILD=1 tests the image already built.
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
  "$engine" rm -f "$name" "$name-1" "$name-2" "$name-3" >/dev/null 2>&1 || true
  sql "DROP DATABASE IF EXISTS $database" >/dev/null 2>&1 || true
  sql "DROP DATABASE IF EXISTS ${database}_pair" >/dev/null 2>&1 || true
  sql "DROP DATABASE IF EXISTS ${database}_restored" >/dev/null 2>&1 || true
  rm -rf "$volume" "$volume.pair" "$volume.headers" "$volume.backup" "$volume.restored"
}
trap cleanup EXIT

# Waits until the container `$2` answers /api/ready on port `$1` (database, storage, migrations).
wait_ready() {
  for _ in $(seq 1 180); do
    curl -fsS "http://127.0.0.1:$1/api/ready" >/dev/null 2>&1 && return 0
    [ "$("$engine" inspect --format '{{.State.Running}}' "$2")" = true ] || return 1
    sleep 1
  done
  return 1
}

# Stops the container `$1` with SIGTERM and checks it ended cleanly within 10 s.
graceful_stop() {
  from=$(date +%s)
  "$engine" stop -t 10 "$1" >/dev/null
  took=$(($(date +%s) - from))
  code=$("$engine" inspect --format '{{.State.ExitCode}}' "$1")
  echo "$1 stopped in ${took}s, exit code $code"
  [ "$code" = 0 ] || fail "$1 exited $code on SIGTERM"
  [ "$took" -lt 10 ] || fail "$1 took ${took}s to stop"
}

if [ "${IMAGE_TEST_SKIP_BUILD:-}" != 1 ]; then
  step "build"
  sh "$here/build.sh"
fi
size=$("$engine" image inspect --format '{{.Size}}' "$IMAGE")
echo "Image $IMAGE: $((size / 1000000)) MB"

# The volume belongs to the image's user (uid 10001), as a named volume would.
chown 10001:10001 "$volume" 2>/dev/null || chmod 0777 "$volume"

step "server on a read-only root filesystem, data in the volume"
started=$(date +%s)
"$engine" run -d --name "$name" --network host --read-only -e PORT="$port" \
  -v "$volume:/data" "$IMAGE" >/dev/null
ready=0
wait_ready "$port" "$name" && ready=1
echo "ready $(($(date +%s) - started))s after the container started (a first start migrates and seeds)"
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
  fail "the server did not answer /api/ready"
fi

step "graceful stop on SIGTERM"
graceful_stop "$name"
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


# Two containers as two replicas: one PostgreSQL database, one volume for the stored files, one
# SECRET. A staff session started on one is valid on the other; a restart keeps the data.
pair_ready() {
  wait_ready "$1" "$2" && return 0
  "$engine" logs "$2" | tail -n 30 >&2
  fail "$2 did not answer /api/ready"
  return 1
}
start_replica() {
  "$engine" run -d --name "$name-$1" --network host --read-only --no-healthcheck -e PORT=$((port + $1)) \
    -e LOG_LEVEL=warn -e DATABASE_URL="${database_url}_pair" -e SECRET="$secret" \
    -e SEED=demo -e SEED_ADMIN_PASSWORD="$password" -v "$volume.pair:/data" "$IMAGE" >/dev/null
}
# Answers 0 when the session cookie is a signed-in staff member's on port `$1`.
signed_in_on() {
  curl -fsS -H "Cookie: $cookie" "http://127.0.0.1:$1/api/auth/me" | grep -q 'admin@acme.example'
}
if sql "CREATE DATABASE ${database}_pair"; then
  step "two replicas on one PostgreSQL database"
  mkdir -p "$volume.pair"
  chown 10001:10001 "$volume.pair" 2>/dev/null || chmod 0777 "$volume.pair"
  secret=$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')
  password="image-test-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
  # The first seeds the demo under the migration lock; the second finds it there.
  start_replica 1
  pair_ready $((port + 1)) "$name-1" && start_replica 2 && pair_ready $((port + 2)) "$name-2"
  curl -fsS -D "$volume.headers" -o /dev/null -H 'Content-Type: application/json' \
    -d "{\"email\":\"admin@acme.example\",\"password\":\"$password\"}" \
    "http://127.0.0.1:$((port + 1))/api/auth/login" || fail "staff sign-in on replica 1"
  cookie=$(grep -i '^set-cookie:' "$volume.headers" | head -n 1 | sed -e 's/^[^:]*: *//' -e 's/;.*//' | tr -d '\r')
  signed_in_on $((port + 2)) || fail "the session of replica 1 is not valid on replica 2"
  curl -fsS "http://127.0.0.1:$((port + 2))/trust/acme" | grep -q 'Acme' || fail "replica 2 does not show the demo"

  step "a restart keeps the data and the session"
  "$engine" restart -t 10 "$name-1" >/dev/null
  if pair_ready $((port + 1)) "$name-1"; then
    signed_in_on $((port + 1)) || fail "the session is gone after replica 1 restarted"
    curl -fsS "http://127.0.0.1:$((port + 1))/trust/acme" | grep -q 'Acme' || fail "the demo is gone after a restart"
  fi
  graceful_stop "$name-1"
  graceful_stop "$name-2"

  step "backup in the image, restored into an empty database and volume"
  mkdir -p "$volume.backup" "$volume.restored"
  chown 10001:10001 "$volume.backup" "$volume.restored" 2>/dev/null ||
    chmod 0777 "$volume.backup" "$volume.restored"
  in_image -e LOG_LEVEL=warn -e DATABASE_URL="${database_url}_pair" -e SECRET="$secret" \
    -v "$volume.pair:/data" -v "$volume.backup:/backup" "$IMAGE" \
    trustfront backup /backup/trustfront.zip || fail "trustfront backup"
  if sql "CREATE DATABASE ${database}_restored"; then
    in_image -e LOG_LEVEL=warn -e DATABASE_URL="${database_url}_restored" -e SECRET="$secret" \
      -v "$volume.restored:/data" -v "$volume.backup:/backup:ro" "$IMAGE" \
      trustfront restore /backup/trustfront.zip || fail "trustfront restore"
    "$engine" run -d --name "$name-3" --network host --read-only --no-healthcheck \
      -e PORT=$((port + 3)) -e LOG_LEVEL=warn -e DATABASE_URL="${database_url}_restored" \
      -e SECRET="$secret" -v "$volume.restored:/data" "$IMAGE" >/dev/null
    if pair_ready $((port + 3)) "$name-3"; then
      curl -fsS "http://127.0.0.1:$((port + 3))/trust/acme" | grep -q 'Acme' ||
        fail "the restored instance does not show the demo"
      curl -fsS -o /dev/null -H 'Content-Type: application/json' \
        -d "{\"email\":\"admin@acme.example\",\"password\":\"$password\"}" \
        "http://127.0.0.1:$((port + 3))/api/auth/login" || fail "staff sign-in on the restored instance"
    fi
    graceful_stop "$name-3"
  else
    fail "PostgreSQL at $admin_url cannot be reached"
  fi
else
  fail "PostgreSQL at $admin_url cannot be reached"
fi

if [ "$failed" = 0 ]; then echo "Image test passed."; else echo "Image test FAILED." >&2; fi
exit "$failed"
