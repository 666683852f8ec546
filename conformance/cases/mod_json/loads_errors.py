# json.loads: CPython's error messages and positions
import json
docs = ['', ' ', '[', '[1,]', '[1 2]', '{"a" 1}', '{"a": 1,}', '{a: 1}', '{"a": }', '"abc', '"a\\x"', '"\\u12"',
        '[1] x', 'nul', 'tru', '01', '-', '1.', '.5', '"a\nb"', '{"a": 1\n, "b" 2}', '\n\n  [1,\n  2,,]',
        '"\\ud800"', '[-]', '1e', '{"é": "✓", x}', '[1, 2', '{"a": [1, {"b": }]}', '\ufeff[]', 'NaNx', '{,}']
for doc in docs:
    try:
        print(repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print(type(e).__name__, e, "|", e.msg, e.pos, e.lineno, e.colno)
for bad in [1, None, [1]]:
    try:
        json.loads(bad)
    except TypeError as e:
        print(e)
print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads("[" * 5000)
except RecursionError as e:
    print("RecursionError")
json.loads('{"a": tru}')
