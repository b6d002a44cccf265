#!/usr/bin/env bash
# A throwaway Redis on 127.0.0.1 for tests (Debian's redis-server package), nothing saved to disk.
#
#   url=$(scripts/throwaway-redis.sh start DIR)   # prints redis://127.0.0.1:PORT
#   scripts/throwaway-redis.sh stop DIR           # stops it and deletes DIR
set -euo pipefail

# Below Linux's ephemeral range (32768-60999): a port there that takes no connection may still be a
# client socket's own port, and the server could not bind it.
free_port() {
  local port
  for port in $(seq 26380 26479); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  echo "no free port in 26380-26479" >&2
  exit 1
}

case "${1:-}" in
  start)
    dir="${2:?usage: $0 start DIR}"
    command -v redis-server >/dev/null || { echo "redis-server not found: install Debian's redis-server package" >&2; exit 1; }
    mkdir -p "$dir"
    port=$(free_port)
    redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --daemonize yes \
      --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" --dir "$dir" >/dev/null
    for _ in $(seq 1 50); do
      (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && { echo "redis://127.0.0.1:$port"; exit 0; }
      sleep 0.1
    done
    cat "$dir/redis.log" >&2
    exit 1
    ;;
  stop)
    dir="${2:?usage: $0 stop DIR}"
    [[ -f "$dir/redis.pid" ]] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR | stop DIR" >&2
    exit 2
    ;;
esac
