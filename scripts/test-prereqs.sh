#!/usr/bin/env bash
# Makes sure everything the test suite needs is present and running. As root (as CI runs) it
# installs and starts what is missing; otherwise it stops at once and names the command to run.
# It never lets the suite skip a test because something is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

TEST_DATABASE_URL="${TEST_DATABASE_URL:-}"
is_root() { [ "$(id -u)" = "0" ]; }
say() { printf 'test-prereqs: %s\n' "$*"; }
fail() {
  printf 'test-prereqs: %s\n' "$*" >&2
  exit 1
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    say "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  say "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# --- Chromium (browser tests) ----------------------------------------------------------------------
# The e2e journeys drive the system's Chromium; Playwright never downloads a browser of its own.
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  is_root || fail "Chromium is not installed at $CHROMIUM_PATH. Run: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)"
  apt_install chromium
  [ -x "$CHROMIUM_PATH" ] || fail "installed chromium, but $CHROMIUM_PATH is still missing; set CHROMIUM_PATH"
fi
say "Chromium is ready ($CHROMIUM_PATH)"

# --- Speech engines -------------------------------------------------------------------------------
# Voice tests synthesise real speech (flite, espeak-ng) and recognise it (pocketsphinx, in process).
speech_missing=()
command -v flite >/dev/null || speech_missing+=(flite)
command -v espeak-ng >/dev/null || speech_missing+=(espeak-ng)
command -v sox >/dev/null || speech_missing+=(sox)
[ -e /usr/share/pocketsphinx/model/en-us/en-us.lm.bin ] || speech_missing+=(pocketsphinx pocketsphinx-en-us)
ldconfig -p 2>/dev/null | grep -q 'libpocketsphinx.so.3' || speech_missing+=(libpocketsphinx-dev)
if [ ${#speech_missing[@]} -gt 0 ]; then
  is_root || fail "Speech engines are missing. Run: sudo apt-get install -y pocketsphinx pocketsphinx-en-us libpocketsphinx-dev flite espeak-ng sox"
  apt_install pocketsphinx pocketsphinx-en-us libpocketsphinx-dev flite espeak-ng sox
fi
say "speech engines are ready (flite, espeak-ng, pocketsphinx)"

# --- PostgreSQL -------------------------------------------------------------------------------
# With TEST_DATABASE_URL set, that server is the user's business: it only has to answer.
if [ -n "$TEST_DATABASE_URL" ]; then
  node -e "
    const pg = require('pg');
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    c.connect().then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });
  " 2>/dev/null || fail "PostgreSQL at TEST_DATABASE_URL does not answer. Start it, or unset TEST_DATABASE_URL to use a local one."
  say "PostgreSQL at TEST_DATABASE_URL answers"
  exit 0
fi

pg_ready() { command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; }

if ! pg_ready; then
  is_root || fail "PostgreSQL is not running on 127.0.0.1:5432. Run: sudo apt-get install -y postgresql && sudo pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql | sort -V | tail -1) main start   (or set TEST_DATABASE_URL)"
  if ! command -v pg_ctlcluster >/dev/null || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
    apt_install postgresql
  fi
  version=$(ls /etc/postgresql | sort -V | tail -1)
  say "starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
  pg_ready || fail "PostgreSQL $version did not start; see /var/log/postgresql/postgresql-$version-main.log"
fi

# The tests connect as role mockingbird (password mockingbird), which may create databases.
# A password makes it work under Debian's default scram-sha-256 rule for 127.0.0.1 as well as trust.
if ! PGPASSWORD=mockingbird psql -h 127.0.0.1 -U mockingbird -d postgres -tAc 'select 1' >/dev/null 2>&1; then
  is_root || fail "PostgreSQL has no role 'mockingbird' for the tests. Run: sudo -u postgres psql -c \"CREATE ROLE mockingbird LOGIN CREATEDB PASSWORD 'mockingbird'\"   (or set TEST_DATABASE_URL)"
  say "creating PostgreSQL role mockingbird"
  su postgres -s /bin/sh -c "psql -v ON_ERROR_STOP=1 -q -d postgres" <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'mockingbird') THEN
    CREATE ROLE mockingbird LOGIN CREATEDB PASSWORD 'mockingbird';
  ELSE
    ALTER ROLE mockingbird LOGIN CREATEDB PASSWORD 'mockingbird';
  END IF;
END
$$;
SQL
  PGPASSWORD=mockingbird psql -h 127.0.0.1 -U mockingbird -d postgres -tAc 'select 1' >/dev/null ||
    fail "cannot connect to PostgreSQL as mockingbird on 127.0.0.1:5432; check pg_hba.conf allows password logins there"
fi
say "PostgreSQL is ready (role mockingbird on 127.0.0.1:5432)"
