"""Random method calls on bytes, bytearray, list, dict and set, with odd slices."""
import random, sys
r = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
B = ["b'hello world'", "b''", "b'a,b,,c'", "b'  x\\ty '", "bytearray(b'abcabc')", "b'\\xff\\x00A'", "b'Hello'"]
args = ["b'l'", "b'o'", "b''", "b','", "1", "-1", "0", "None", "'a'", "b'ab'", "2", "3", "[1]", "97", "256", "b'xyz'", "bytearray(b'c')"]
bm = ['count', 'find', 'rfind', 'index', 'rindex', 'split', 'rsplit', 'partition', 'rpartition', 'replace', 'strip',
      'lstrip', 'rstrip', 'startswith', 'endswith', 'center', 'ljust', 'rjust', 'zfill', 'expandtabs', 'join', 'hex',
      'removeprefix', 'removesuffix', 'splitlines', 'title', 'swapcase', 'isalnum', 'isdigit', 'translate', 'decode',
      'capitalize', 'upper', 'fromhex', 'maketrans', 'isascii', 'istitle']
L = ['[3, 1, 2]', '[]', "['a', 'b']", '[1, [2], 3, 1]', 'list(range(10))']
lm = ['append', 'extend', 'insert', 'remove', 'pop', 'index', 'count', 'sort', 'reverse', 'copy', 'clear', '__getitem__', '__setitem__', '__delitem__', '__contains__', '__iadd__', '__imul__', '__mul__']
D = ["{'a': 1, 'b': 2}", '{}', '{1: 2, 2: 3}', "dict.fromkeys('xyz')"]
dm = ['get', 'pop', 'popitem', 'setdefault', 'update', 'keys', 'values', 'items', 'copy', 'clear', 'fromkeys', '__getitem__', '__delitem__', '__or__', '__ior__', '__ror__']
S = ['{1, 2, 3}', 'set()', "frozenset(b'abc')", "{97, 1}"]
sm = ['add', 'remove', 'discard', 'pop', 'union', 'intersection', 'difference', 'symmetric_difference', 'issubset',
      'issuperset', 'isdisjoint', 'update', 'intersection_update', 'difference_update', 'symmetric_difference_update', '__or__', '__and__', '__sub__', '__xor__', '__le__', '__lt__', 'copy']
vals = ['1', '2', "'a'", 'None', '[1]', '{1: 2}', '{1}', '(1, 2)', '-1', '10', "'xyz'", 'range(3)', '[[1, 2]]', "{'a': 5}", "[('k', 'v')]", '5', '0']
print('def show(f):\n    try:\n        print(repr(f()))\n    except Exception as e:\n        print(type(e).__name__, e)')
def sl():
    c = lambda: r.choice(['', '', '0', '1', '-1', '2', '-3', '10', '-10', 'None'])
    st = r.choice(['', ':', ':2', ':-1', ':-2', ':3', ':0', ':None', ':-4'])
    return f'{c()}:{c()}{st}'
for _ in range(500):
    k = r.randrange(6)
    n = r.choice([0, 1, 1, 2, 2, 3])
    if k == 0:
        obj, m, a = r.choice(B), r.choice(bm), args
    elif k == 1:
        obj, m, a = r.choice(L), r.choice(lm), vals
    elif k == 2:
        obj, m, a = r.choice(D), r.choice(dm), vals
    elif k == 3:
        obj, m, a = r.choice(S), r.choice(sm), vals
    elif k == 4:
        obj = r.choice(B + L + ["'abcdefg'", '(1, 2, 3, 4)', 'range(10)', 'range(-5, 20, 3)'])
        e = f'x = {obj}; x[{sl()}]'
        print(f'print({e!r}, end=" -> "); show(lambda: ({obj})[{sl()}])')
        continue
    else:
        obj = r.choice(L + ["bytearray(b'abcdef')"])
        s, v = sl(), r.choice(['[]', '[9]', '[7, 8, 9]', "b'zz'", 'range(2)', '5'])
        print(f'x = {obj}\nprint({(obj + "[" + s + "] = " + v)!r}, end=" -> ")\ntry:\n    x[{s}] = {v}; print(x)\nexcept Exception as e:\n    print(type(e).__name__, e)')
        continue
    call = f'x.{m}({", ".join(r.choice(a) for _ in range(n))})'
    e = f'x = {obj}; {call}'
    print(f'x = {obj}\nprint({e!r}, end=" -> ")\ntry:\n    print(repr({call}), repr(x))\nexcept Exception as e:\n    print(type(e).__name__, e)')
