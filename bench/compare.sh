#!/usr/bin/env bash
# Before/after speed table of two builds, for a quiet machine:
#   bench/compare.sh BEFORE_JAR AFTER_JAR [RUNS]
# RUNS (default 3) rounds, before and after alternating (before first in odd rounds, after first
# in even ones), of
#   - the catalog: java -jar JAR run experiments/catalog --out DIR   (wall s, JVM and charts included)
#   - the scale file: java -Xmx4g -jar JAR run experiments/catalog/scale --out DIR (wall s, peak RSS;
#     -Xmx4g: it fails with an OutOfMemoryError if it needs 4 GiB of heap or more)
#   - java -jar JAR bench --quick (every rate, per CPU s and per wall s, and peak heap)
# then prints medians as a Markdown table, and a second table with every catalog metric (cells.csv,
# first round) that differs by more than 0.5% between the two jars. Experiment files are this
# checkout's, for both jars, unless BEFORE_ROOT names the before commit's checkout (its catalog
# then runs with the before jar: a catalog with new keys cannot run on an old jar). Needs python3
# and GNU time (/usr/bin/time).
# BEFORE_JAVA_OPTS / AFTER_JAVA_OPTS: JVM options for each side (split on spaces), e.g. the
# collector each commit's launcher chose (the repsim launcher picks -XX:+UseParallelGC; older
# launchers left the JVM's default G1).
# Build a before jar without installing anything, e.g. for commit aaa8ee8:
#   git worktree add /tmp/before aaa8ee8 && (cd /tmp/before && mvn -B -o -q package -DskipTests)
#   bench/compare.sh /tmp/before/experiments/target/repsim.jar experiments/target/repsim.jar
set -euo pipefail

if [[ $# -lt 2 ]]; then
    echo "usage: bench/compare.sh BEFORE_JAR AFTER_JAR [RUNS]" >&2
    exit 2
fi
before="$(realpath "$1")"
after="$(realpath "$2")"
runs="${3:-3}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d /tmp/repsim-compare.XXXXXX)"
echo "work folder: $work" >&2

timed() {   # timed OUTFILE CMD...: GNU time's "wall_s max_rss_kb" into OUTFILE
    local out="$1"
    shift
    /usr/bin/time -f "%e %M" -o "$out" "$@"
}

for ((i = 1; i <= runs; i++)); do
    # Odd rounds run before first, even rounds after first (before, after, after, before, ...),
    # so that a machine speeding up or slowing down during the runs favours neither side.
    sides="before after"
    if ((i % 2 == 0)); then
        sides="after before"
    fi
    for side in $sides; do
        jar="$before"
        tree="${BEFORE_ROOT:-$root}"
        opts="${BEFORE_JAVA_OPTS:-}"
        if [[ "$side" == after ]]; then
            jar="$after"
            tree="$root"
            opts="${AFTER_JAVA_OPTS:-}"
        fi
        echo "round $i/$runs, $side: catalog" >&2
        rm -rf "$work/out-$side"
        timed "$work/$side-catalog-$i.time" java $opts -jar "$jar" run "$tree/experiments/catalog" \
            --out "$work/out-$side" >"$work/$side-catalog-$i.log" 2>&1
        # Keep the first round's results for the metric comparison.
        [[ $i -eq 1 ]] && mv "$work/out-$side" "$work/results-$side"
        echo "round $i/$runs, $side: scale" >&2
        rm -rf "$work/scale-$side"
        timed "$work/$side-scale-$i.time" java $opts -Xmx4g -jar "$jar" run "$tree/experiments/catalog/scale" \
            --out "$work/scale-$side" --no-charts >"$work/$side-scale-$i.log" 2>&1
        echo "round $i/$runs, $side: bench --quick" >&2
        java $opts -jar "$jar" bench --quick >"$work/$side-bench-$i.txt" 2>&1
    done
done

python3 - "$work" "$runs" <<'PY'
import csv, glob, os, re, statistics, sys
work, runs = sys.argv[1], int(sys.argv[2])

def med(xs):
    return statistics.median(xs) if xs else float('nan')

def times(side, what, col):
    return [float(open(f).read().split()[col]) for f in sorted(glob.glob(f"{work}/{side}-{what}-*.time"))]

def bench(side):
    rows = {}
    for f in sorted(glob.glob(f"{work}/{side}-bench-*.txt")):
        for line in open(f):
            m = re.match(r"(.{40}) (.{24}) +([\d.]+)( M)? +([\d.]+)( M)? +(\d+) MiB", line)
            if not m:
                continue
            name = f"{m.group(1).strip()} ({m.group(2).strip()})"
            cpu = float(m.group(3)) * (1e6 if m.group(4) else 1)
            wall = float(m.group(5)) * (1e6 if m.group(6) else 1)
            rows.setdefault(name, []).append((cpu, wall, float(m.group(7))))
    return rows

def fmt(v):
    if v != v:
        return "n/a"
    return f"{v / 1e6:.2f} M" if abs(v) >= 1e6 else f"{v:.3g}" if abs(v) < 100 else f"{v:.0f}"

print(f"| what (median of {runs}) | before | after | after / before |")
print("| --- | ---: | ---: | ---: |")
def row(name, b, a):
    ratio = a / b if b == b and a == a and b != 0 else float('nan')
    print(f"| {name} | {fmt(b)} | {fmt(a)} | {ratio:.2f} |" if ratio == ratio else f"| {name} | {fmt(b)} | {fmt(a)} | n/a |")
row("catalog wall s", med(times("before", "catalog", 0)), med(times("after", "catalog", 0)))
row("catalog peak RSS MiB", med(times("before", "catalog", 1)) / 1024, med(times("after", "catalog", 1)) / 1024)
row("scale file wall s", med(times("before", "scale", 0)), med(times("after", "scale", 0)))
row("scale file peak RSS MiB (-Xmx4g)", med(times("before", "scale", 1)) / 1024, med(times("after", "scale", 1)) / 1024)
b, a = bench("before"), bench("after")
for name in b:
    if name not in a:
        continue
    for k, label in ((0, "per CPU s"), (1, "per wall s"), (2, "peak heap MiB")):
        row(f"bench {name} {label}", med([r[k] for r in b[name]]), med([r[k] for r in a[name]]))

def metrics(d):
    out = {}
    for f in glob.glob(f"{d}/*/cells.csv"):
        for r in csv.DictReader(open(f)):
            try:
                out[(r["experiment"], r["cell"], r["replication"], r["metric"])] = float(r["value"])
            except ValueError:
                pass
    return out
mb, ma = metrics(f"{work}/results-before"), metrics(f"{work}/results-after")
diff = []
unequal = 0
for k in sorted(mb.keys() & ma.keys()):
    x, y = mb[k], ma[k]
    if x == y or (x != x and y != y):
        continue
    unequal += 1
    rel = abs(y - x) / max(abs(x), 1e-12)
    if rel > 0.005:
        diff.append((k, x, y, rel))
print()
print(f"catalog metrics compared: {len(mb.keys() & ma.keys())}; only before: {len(mb.keys() - ma.keys())}; "
      f"only after: {len(ma.keys() - mb.keys())}; not identical: {unequal}; differing by more than 0.5%: {len(diff)}")
if diff:
    print()
    print("| experiment | cell | replication | metric | before | after |")
    print("| --- | --- | --- | --- | ---: | ---: |")
    for (e, c, r, m), x, y, rel in diff[:200]:
        print(f"| {e} | {c} | {r} | {m} | {x:.6g} | {y:.6g} |")
PY
