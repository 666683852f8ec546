# json.dumps: every option
import json
d = {"b": [1, 2.5, None, True, False], "a": {"x": "y\n\"q\"\\", "e": []}, "c": {}, "u": "héllo ✓ \U0001F600 \x7f\x01"}
print(json.dumps(d))
print(json.dumps(d, ensure_ascii=False))
print(json.dumps(d, sort_keys=True))
print(json.dumps(d, indent=2))
print(json.dumps(d, indent="\t", sort_keys=True))
print(json.dumps(d, indent=0))
print(json.dumps(d, separators=(",", ":")))
print(json.dumps(d, indent=4, separators=(",", ": ")))
print(json.dumps([1, [2, [3, []]], {}], indent=1))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d", -3: "e"}))
print(json.dumps({(1, 2): 3, "k": 4}, skipkeys=True))
print(json.dumps([float("nan"), float("inf"), -float("inf"), 1e100, 1e-7, 0.1, -0.0, 10**30]))
print(json.dumps((1, 2)), json.dumps("x"), json.dumps(None), json.dumps(3.0))
print(json.dumps({1, 2} , default=sorted), json.dumps([{3, 1}], default=lambda s: sorted(s)))
print(json.dumps("\u2028\ud800 \t\b\f\r"))
