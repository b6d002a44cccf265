#!/usr/bin/env bash
# A throwaway PostgreSQL on 127.0.0.1 for tests (recipe: DESIGN.md, "Known traps").
#
#   url=$(scripts/throwaway-postgres.sh start [DIR])   # prints postgres://app@127.0.0.1:PORT/app
#   scripts/throwaway-postgres.sh stop DIR             # stops it and deletes DIR
#
# DIR defaults to a new temp directory; its path is printed on stderr. PG_BIN overrides the binaries
# (default: PostgreSQL 15 from Debian's postgresql package, else the newest installed), PG_PORT the port.
set -euo pipefail

usage() {
  echo "usage: $0 start [DIR] | stop DIR" >&2
  exit 2
}

pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then echo "$PG_BIN"; return; fi
  if [[ -x /usr/lib/postgresql/15/bin/initdb ]]; then echo /usr/lib/postgresql/15/bin; return; fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n "$newest" && -x "$newest/initdb" ]]; then echo "$newest"; return; fi
  if command -v pg_config >/dev/null && [[ -x "$(pg_config --bindir)/initdb" ]]; then pg_config --bindir; return; fi
  echo "PostgreSQL binaries not found: install Debian's postgresql package or set PG_BIN" >&2
  exit 1
}

# initdb and pg_ctl refuse to run as root: run them as the postgres user then.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Below Linux's ephemeral range (32768-60999): a port there that takes no connection may still be a
# client socket's own port, and the server could not bind it.
free_port() {
  local port
  for port in $(seq 25430 25529); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  echo "no free port in 25430-25529" >&2
  exit 1
}

start() {
  local dir="${1:-}" bin port
  bin=$(pg_bin)
  if [[ -z "$dir" ]]; then dir=$(mktemp -d "${TMPDIR:-/tmp}/lodestar-pg.XXXXXX"); else mkdir -p "$dir"; fi
  port="${PG_PORT:-$(free_port)}"
  mkdir -p "$dir/sock"
  [[ $(id -u) -eq 0 ]] && chown -R postgres:postgres "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U app -A trust --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U app app
  echo "$port" >"$dir/port"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, data in $dir (stop: $0 stop $dir)" >&2
  echo "postgres://app@127.0.0.1:$port/app"
}

stop() {
  local dir="${1:-}"
  [[ -n "$dir" ]] || usage
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:-}" ;;
  stop) stop "${2:-}" ;;
  *) usage ;;
esac
