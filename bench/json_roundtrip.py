# json.dumps and json.loads of nested records (str, int, float, bool, None, lists, dicts),
# with and without indentation and sorted keys.

import json

records = []
for i in range(2000):
    records.append({
        "id": i,
        "name": "item-%d" % i,
        "price": i * 1.25 + 0.1,
        "tags": ["t%d" % (i % 7), "t%d" % (i % 11), "\u00e9t\u00e9"],
        "active": i % 3 == 0,
        "parent": None if i % 5 else i // 5,
        "dims": {"w": i % 13, "h": i % 17, "ratio": (i % 13) / 17},
    })

total = 0
for round_ in range(10):
    s = json.dumps(records)
    back = json.loads(s)
    total += len(s) + len(back)
    s2 = json.dumps(back, indent=2, sort_keys=True)
    total += len(s2)
    total += sum(r["dims"]["w"] for r in json.loads(s2))
print(total)
