# json.dumps: errors
import json
for f in [lambda: json.dumps({1, 2}), lambda: json.dumps({(1, 2): 3}), lambda: json.dumps(float("nan"), allow_nan=False),
          lambda: json.dumps([float("inf")], allow_nan=False), lambda: json.dumps(object()),
          lambda: json.dumps({"a": 1, 2: 3}, sort_keys=True), lambda: json.dumps(b"x")]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
l = [1]; l.append(l)
try:
    json.dumps(l)
except ValueError as e:
    print(e)
d = {}; d["self"] = d
try:
    json.dumps(d)
except ValueError as e:
    print(e)
