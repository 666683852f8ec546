"""Random calls of every math function on edge and ordinary arguments."""
import math, random, sys
r = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
vals = ['0', '-0.0', '1', '-1', '0.5', '-0.5', '2', '3.7', '-3.7', '10', '100', '1e-10', '1e308', '-1e308',
        "float('inf')", "float('-inf')", "float('nan')", '2**1000', '-2**70', '5e-324', '0.1', '1.0000001', '710', '-745.2',
        "'x'", 'None', 'True', str(r.uniform(-50, 50)), str(r.uniform(-1, 1)), str(r.uniform(0, 1e6))]
ints = ['0', '1', '5', '10', '-1', '-3', '2**64', '3.0', '30', "'3'"]
one = ['sqrt', 'exp', 'expm1', 'log', 'log2', 'log10', 'log1p', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
       'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'erf', 'erfc', 'gamma', 'lgamma', 'fabs', 'floor', 'ceil',
       'trunc', 'isfinite', 'isinf', 'isnan', 'degrees', 'radians', 'frexp', 'modf', 'cbrt', 'exp2', 'ulp']
two = ['pow', 'atan2', 'fmod', 'remainder', 'copysign', 'hypot', 'log', 'ldexp', 'isclose', 'nextafter', 'dist']
intf = ['factorial', 'isqrt', 'gcd', 'lcm', 'comb', 'perm']
print('import math')
print('def show(f):\n    try:\n        print(repr(f()))\n    except Exception as e:\n        print(type(e).__name__, e)')
for _ in range(500):
    k = r.randrange(10)
    if k < 5:
        e = f'math.{r.choice(one)}({r.choice(vals)})'
    elif k < 8:
        fn = r.choice(two)
        if fn == 'ldexp':
            e = f'math.ldexp({r.choice(vals)}, {r.choice(ints + ["-1080", "1100"])})'
        elif fn == 'dist':
            e = f'math.dist(({r.choice(vals)}, {r.choice(vals)}), ({r.choice(vals)}, {r.choice(vals)}))'
        else:
            e = f'math.{fn}({r.choice(vals)}, {r.choice(vals)})'
    elif k == 8:
        fn = r.choice(intf)
        n = r.choice([1, 1, 2, 2, 3])
        e = f'math.{fn}({", ".join(r.choice(ints) if r.random() < .5 else r.choice(vals) for _ in range(n))})'
    else:
        fn = r.choice(['fsum', 'prod', 'hypot'])
        e = f'math.{fn}([{", ".join(r.choice(vals) for _ in range(r.randrange(4)))}])' if fn != 'hypot' else f'math.hypot({", ".join(r.choice(vals) for _ in range(r.randrange(4)))})'
    print(f'print({e!r}, end=" -> "); show(lambda: ({e}))')
