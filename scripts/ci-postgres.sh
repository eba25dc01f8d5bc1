#!/usr/bin/env bash
# Runs the API's integration tests once against a real PostgreSQL server (Debian's package): installs it
# when missing, starts a throwaway cluster in a temp folder on a free loopback port, points DATABASE_URL at
# it (each test stack creates and drops its own database there) and stops the cluster with pg_ctl.
# Another command may be given instead: `scripts/ci-postgres.sh npm run bench:api` benchmarks the embedded
# database and this server side by side.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' > /dev/null; then
  echo 'ci-postgres: installing PostgreSQL from Debian packages'
  export DEBIAN_FRONTEND=noninteractive
  sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
  sudo_if_needed apt-get update -qq
  sudo_if_needed apt-get install -y -qq --no-install-recommends postgresql > /dev/null
fi
BIN="$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -n 1)"

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK="$(mktemp -d /tmp/kaver-pg.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$WORK"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop_cluster() {
  as_owner "$BIN/pg_ctl" -D "$WORK/data" -m fast -w stop > /dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap stop_cluster EXIT

# A UTF-8 character type: Russian search folds case with it (the API refuses a database that cannot).
as_owner "$BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync > /dev/null
as_owner "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start > /dev/null
echo "ci-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

if [ "$#" -eq 0 ]; then set -- npm run test -w api; fi
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
