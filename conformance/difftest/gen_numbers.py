"""Random calls on int/float/complex arithmetic and numeric builtins."""
import random, sys
r = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
ints = ['0', '1', '-1', '2', '-7', '7', '10', '255', '-256', '2**64', '-2**64+3', '10**20', '3', '-3', '12345678901234567890']
floats = ['0.0', '-0.0', '1.5', '-2.5', '0.1', '1e300', '-1e-300', "float('inf')", "float('-inf')", "float('nan')", '2.675', '123.456', '-0.5', '1e16', '5e-324']
cplx = ['1j', '(1+2j)', '(-3-4j)', '0j', 'complex(1e300, 1e300)', "complex('nan')"]
nums = ints + floats + cplx + ['True', 'None', "'3'"]
L1 = ["\"0x1f\"","\"  -0b101 \"","\"1_000\"","\"z\"","\"077\"","\"0o17\"","\"12a\"","\"\"","\" 1__0\"","\"+9\""]
L2 = ["\"0x1.8p1\"","\"-0x.8p-2\"","\"inf\"","\"0x1p-1080\"","\"0x1p1024\"","\" 0X1.FFFFFFFFFFFFFp1023 \"","\"nan\"","\"0x\"","\"1.5\""]
L3 = ["\"big\"","\"little\"","\"mid\""]
L4 = ["b\"\\xff\"","b\"\"","b\"\\x80\\x00\"","[1,2]","\"ab\""]
L5 = ["\"big\"","\"little\""]
L6 = ["\"1e500\"","\"-inf\"","\" nan \"","\"1_0.5\"","\"0x10\"","\"infinity\"","\"1.5e\"","\"\"","\"+.5\""]
L7 = ["\"1+2j\"","\"(1-j)\"","\" 3j \"","\"1+2 j\"","\"j\"","\"-1.5e3-2j\"","1, 2","\"1\", 2","1j, 1j"]
L8 = ["\"\"","\"n\"","\"_\"","\",.2f\"","\"=+10\"","\"#x\"","\"e\"","\"%\"","\"g\""]
exprs = []
def pick(): return r.choice(nums)
for _ in range(400):
    k = r.randrange(24)
    a, b, c = pick(), pick(), pick()
    i, j, m = r.choice(ints), r.choice(ints), r.choice(ints)
    f = r.choice(floats)
    if k == 0: e = f'divmod({a}, {b})'
    elif k == 1: e = f'pow({i}, {j}, {m})'
    elif k == 2: e = f'round({r.choice(floats+ints)}, {r.choice(["-3","-1","0","1","2","5","None","400","-400"])})'
    elif k == 3: e = f'int({r.choice(L1)}, {r.choice(["0","2","8","16","36","37","1","-1"])})'
    elif k == 4: e = f'({f}).hex()'
    elif k == 5: e = f'float.fromhex({r.choice(L2)})'
    elif k == 6: e = f'({r.choice(floats+ints)}).as_integer_ratio()'
    elif k == 7: e = f'({i}) {r.choice(["&","|","^",">>"])} ({j})'
    elif k == 8: e = f'({i}).to_bytes({r.choice(["1","2","8","0"])}, {r.choice(L3)}, signed={r.choice(["True","False"])})'
    elif k == 9: e = f'int.from_bytes({r.choice(L4)}, {r.choice(L5)}, signed={r.choice(["True","False"])})'
    elif k == 10: e = f'({a}) {r.choice(["+","-","*","/","//","%"])} ({b})'
    elif k == 11: e = f'({a}) {r.choice(["<","<=","==","!=",">",">="])} ({b})'
    elif k == 12: e = f'{r.choice(["abs","int","float","complex","bool","hash","str","hex","oct","bin","-","+","~"])}({a})'
    elif k == 13: e = f'pow({a}, {r.choice(nums[:10] + floats + cplx)})'
    elif k == 14: e = f'({i}).bit_length(), ({i}).bit_count()'
    elif k == 15: e = f'float({r.choice(L6)})'
    elif k == 16: e = f'complex({r.choice(L7)})'
    elif k == 17: e = f'({f}).is_integer(), ({f}).__trunc__()'
    elif k == 18: e = f'math.floor({f}), math.ceil({f})'
    elif k == 19: e = f'({a}).conjugate()'
    elif k == 20: e = f'({a}).real, ({a}).imag'
    elif k == 21: e = f'format({a}, {r.choice(L8)})'
    elif k == 22: e = f'({i}) // ({f}), ({i}) % ({f})'
    else: e = f'{r.choice(["min","max","sum"])}([{a}, {b}, {c}])'
    exprs.append(e)
print("import math")
print("def show(f):\n    try:\n        print(repr(f()))\n    except Exception as e:\n        print(type(e).__name__, e)")
for e in exprs:
    print(f'print({e!r}, end=" -> "); show(lambda: ({e}))')
