# Small objects made by builtins and module functions outside eval's str
# code, kept by the million: json.loads keys and values, re groups,
# findall and split results, match spans, unicodedata properties, e.args,
# function attributes, empty sets and dicts, keyword-argument dicts. Each
# object must be charged where it is made (NewStrT, NewTupleT/NewTupleOf,
# NewListT, NewDictT, NewSetT; internal/lint/allocpath reports the
# uncharged constructors): a million empty set() held 80 MB uncharged
# and was the excess of memory/generated/fuzz_6000018_accumulated.
# timeout: 1s
# --- empty_sets
xs = [set() for i in range(10**7)]
# --- empty_frozensets_from_ops
a = frozenset()
xs = [a | a for i in range(10**7)]
# --- set_difference_empty
a = {1}
xs = [a - a for i in range(10**7)]
# --- json_loads_small_docs
import json
xs = [json.loads('{"ab": "cd", "ef": ["gh"]}') for i in range(10**7)]
# --- json_loads_short_strs
import json
xs = json.loads('[' + ','.join(['"ab"'] * 2 * 10**6) + ']')
ys = [json.loads('"xy"') for i in range(10**7)]
# --- re_groups
import re
m = re.match('(a)(bc)', 'abc')
xs = [m.groups() for i in range(10**7)]
# --- re_group_strs
import re
m = re.match('(ab)(cd)', 'abcd')
xs = [m.group(1 + i % 2) for i in range(10**7)]
# --- re_findall_lists
import re
xs = [re.findall('b', 'abc') for i in range(10**7)]
# --- re_split_strs
import re
xs = re.split(',', 'ab,' * 10**7)
# --- re_spans
import re
m = re.match('(a)', 'a')
xs = [m.span(1) for i in range(10**7)]
# --- unicodedata_category
import unicodedata
xs = [unicodedata.category('a') for i in range(10**7)]
# --- exception_args
e = ValueError(1, 2)
xs = [e.args for i in range(10**7)]
# --- function_names
def f(): pass
xs = [f.__qualname__ for i in range(10**7)]
# --- kwargs_dicts
def f(**kw): return kw
xs = [f() for i in range(10**7)]
# --- dict_copies_empty
d = {}
xs = [d.copy() for i in range(10**7)]
# --- list_of_empty_lists_builtin
xs = [list() for i in range(10**7)]
# --- tuple_of_collected
r = range(2)
xs = [tuple(r) for i in range(10**7)]
# --- caught_keyerrors
R = []
d = {}
for i in range(10**7):
    try:
        d[i]
    except KeyError as e:
        R.append(e)
# --- caught_valueerrors
R = []
for i in range(10**7):
    try:
        int('x')
    except ValueError as e:
        R.append(e)
