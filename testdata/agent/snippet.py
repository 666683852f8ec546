import json, re, math
from collections import Counter

def score(text):
    words = re.findall(r"[a-z]+", text.lower())
    counts = Counter(words)
    return sum(math.log(1 + c) for c in counts.values())

docs = [
    {"id": i, "text": f"Document {i} talks about apples and oranges, item {i % 7}."}
    for i in range(40)
]
results = []
for d in docs:
    s = score(d["text"])
    if s > 2:
        results.append({"id": d["id"], "score": round(s, 3)})
results.sort(key=lambda r: (-r["score"], r["id"]))
top = results[:5]
summary = {
    "count": len(results),
    "best": top[0]["id"] if top else None,
    "mean": round(sum(r["score"] for r in results) / max(len(results), 1), 3),
}
text = json.dumps(summary, sort_keys=True)
parsed = json.loads(text)
assert parsed["count"] == len(results)
print(text)
lookup = search(query="apples", limit=3)
final = {"summary": parsed, "lookup": lookup}
final
