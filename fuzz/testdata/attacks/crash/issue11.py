# The host crashes listed in issue 11 (Go fatal errors: out of memory,
# stack overflow), one case each.
# --- percent_star_precision
'%.*e' % (2**40, 1.0)
# --- itertools_tee
import itertools
itertools.tee([1, 2], 10**10)
# --- itertools_permutations
import itertools
itertools.permutations([1, 2], 10**10)
# --- itertools_product_repeat
import itertools
itertools.product([1, 2], repeat=10**10)
# --- json_indent
import json
json.dumps([1, [2]], indent=10**10)
# --- re_open_parens
import re
re.compile('(' * 10**6)
# --- many_large_ints
xs = [10**19000 + i for i in range(200000)]
# --- suspended_generators_many_locals
def g():
    a0=a1=a2=a3=a4=a5=a6=a7=a8=a9=b0=b1=b2=b3=b4=b5=b6=b7=b8=b9=c0=c1=c2=c3=c4=c5=c6=c7=c8=c9=0
    d0=d1=d2=d3=d4=d5=d6=d7=d8=d9=e0=e1=e2=e3=e4=e5=e6=e7=e8=e9=f0=f1=f2=f3=f4=f5=f6=f7=f8=f9=0
    yield 1
gs = []
for i in range(1000000):
    x = g()
    next(x)
    gs.append(x)
# --- slots_arrays
class S:
    __slots__ = tuple('a%d' % i for i in range(5000))
xs = [S() for _ in range(100000)]
# --- print_sep
print(*range(10**6), sep='x' * 10**4)
