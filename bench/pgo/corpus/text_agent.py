# An agent step over text: parse log lines with regular expressions, count
# and group with collections, format a report, round-trip it through json.
import collections
import json
import re

LEVELS = ["INFO", "WARN", "ERROR", "DEBUG"]
SOURCES = ["db", "web", "cache", "auth", "queue"]
lines = []
for i in range(6000):
    lvl = LEVELS[(i * 7) % 4]
    src = SOURCES[(i * 3) % 5]
    lines.append(f"2024-03-{1 + i % 28:02d} {i % 24:02d}:{i % 60:02d}:{(i * 13) % 60:02d} "
                 f"{lvl} [{src}] request id={i} took {(i * 37) % 900 + 5}ms user=u{i % 97}")
pat = re.compile(r"^(\S+) (\S+) (\w+) \[(\w+)\] request id=(\d+) took (\d+)ms user=(\w+)$")
by_level = collections.Counter()
by_source = collections.defaultdict(list)
users = collections.defaultdict(int)
for line in lines:
    m = pat.match(line)
    if not m:
        continue
    date, time, lvl, src, rid, ms, user = m.groups()
    by_level[lvl] += 1
    by_source[src].append(int(ms))
    users[user] += 1
report = {}
for src, times in sorted(by_source.items()):
    times.sort()
    report[src] = {
        "count": len(times),
        "mean": round(sum(times) / len(times), 2),
        "p50": times[len(times) // 2],
        "p95": times[int(len(times) * 0.95)],
        "max": max(times),
    }
top = sorted(users.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
text = json.dumps({"levels": dict(by_level), "sources": report, "top": top}, indent=2, sort_keys=True)
back = json.loads(text)
words = collections.Counter(w.lower() for line in lines[:2000] for w in re.findall(r"[A-Za-z]+", line))
summary = "; ".join(f"{k}={v}" for k, v in words.most_common(8))
print(len(text), back["sources"]["db"]["count"], summary[:60])
for src, r in back["sources"].items():
    print(f"{src:<6} {r['count']:>5} {r['mean']:>8.2f} {r['p95']:>5}")
