# json with huge indents and separators, and nesting deep enough to
# overflow a recursive Go encoder or decoder.
# --- dumps_indent_int
import json
json.dumps([1, [2]], indent=10**10)
# --- dumps_indent_str
import json
json.dumps([1, [2, [3]]], indent=' ' * 10**7)
# --- dumps_indent_2_31
import json
json.dumps({'a': [1, 2]}, indent=2**31)
# --- dumps_separators_huge
import json
json.dumps(list(range(1000)), separators=(',' * 10**6, ':'))
# --- dumps_item_separator_dict
import json
json.dumps({str(i): i for i in range(1000)}, separators=(',', ':' * 10**6))
# --- dump_indent_stringio
import json, io
json.dump([[1]], io.StringIO(), indent=10**10)
# --- dumps_nested_lists_deep
import json
x = []
for _ in range(10**6):
    x = [x]
json.dumps(x)
# --- dumps_nested_dicts_deep
import json
x = {}
for _ in range(10**6):
    x = {'a': x}
json.dumps(x)
# --- dumps_nested_deep_indent
import json
x = []
for _ in range(10**5):
    x = [x]
json.dumps(x, indent=100)
# --- loads_open_brackets
import json
json.loads('[' * 10**7)
# --- loads_nested_arrays
import json
json.loads('[' * 10**6 + ']' * 10**6)
# --- loads_nested_objects
import json
json.loads('{"a":' * 10**6 + '1' + '}' * 10**6)
# --- loads_nested_object_hook
import json
json.loads('[' * 10**5 + ']' * 10**5, object_hook=lambda d: d)
# --- dumps_default_deep
import json
def d(o):
    return [o]
class X:
    pass
json.dumps(X(), default=d)
