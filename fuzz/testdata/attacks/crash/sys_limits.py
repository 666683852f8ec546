# The limits a program may move through sys: a recursion limit raised
# to anything must still end deep recursion, Go's and Python's, before
# the Go stack does; no int digit limit must still leave every
# conversion of a huge int charged and interruptible.
# timeout: 1s
# --- setrecursionlimit_huge_python_recursion
import sys
sys.setrecursionlimit(10**9)
def f(n):
    return f(n + 1)
f(0)
# --- setrecursionlimit_max_python_recursion
import sys
sys.setrecursionlimit(2**31 - 1)
def f(n):
    return [f(n + 1)]
f(0)
# --- setrecursionlimit_huge_repr_deep
import sys
sys.setrecursionlimit(10**9)
x = []
for _ in range(10**6):
    x = [x]
repr(x)
# --- setrecursionlimit_huge_eq_deep
import sys
sys.setrecursionlimit(10**9)
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
build() == build()
# --- setrecursionlimit_huge_hash_deep
import sys
sys.setrecursionlimit(10**9)
x = ()
for _ in range(10**6):
    x = (x,)
hash(x)
# --- setrecursionlimit_huge_json_deep
import sys, json
sys.setrecursionlimit(10**9)
x = []
for _ in range(10**6):
    x = [x]
json.dumps(x)
# --- setrecursionlimit_huge_json_loads_deep
import sys, json
sys.setrecursionlimit(10**9)
json.loads('[' * 10**6 + ']' * 10**6)
# --- setrecursionlimit_huge_deepcopy
import sys, copy
sys.setrecursionlimit(10**9)
x = []
for _ in range(10**5):
    x = [x]
copy.deepcopy(x)
# --- setrecursionlimit_huge_nested_generators
import sys
sys.setrecursionlimit(10**9)
def g(it):
    yield from it
it = iter([1])
for _ in range(10**5):
    it = g(it)
list(it)
# --- setrecursionlimit_huge_map_chain
import sys
sys.setrecursionlimit(10**9)
it = iter([1])
for _ in range(10**6):
    it = map(abs, it)
next(it)
# --- setrecursionlimit_huge_isinstance_nested
import sys
sys.setrecursionlimit(10**9)
t = int
for _ in range(10**6):
    t = (t,)
isinstance(1, t)
# --- setrecursionlimit_huge_pprint
import sys, pprint
sys.setrecursionlimit(10**9)
x = []
for _ in range(10**6):
    x = [x]
pprint.pformat(x)
# --- setrecursionlimit_huge_re_parse
import sys, re
sys.setrecursionlimit(10**9)
re.compile('(' * 10**5 + ')' * 10**5)
# --- setrecursionlimit_huge_user_repr_recursion
import sys
sys.setrecursionlimit(10**9)
class R:
    def __init__(self, inner):
        self.inner = inner
    def __repr__(self):
        return repr([self.inner])
x = None
for _ in range(10**5):
    x = R(x)
repr(x)
# --- setrecursionlimit_huge_getattr_recursion
import sys
sys.setrecursionlimit(10**9)
class A:
    def __getattr__(self, name):
        return getattr(self, name + 'x')
A().a
# --- setrecursionlimit_huge_class_property_chain
import sys
sys.setrecursionlimit(10**9)
class A:
    @property
    def p(self):
        return self.p
A().p
# --- setrecursionlimit_huge_exception_chain
import sys
sys.setrecursionlimit(10**9)
def f(n):
    try:
        return f(n + 1)
    finally:
        pass
f(0)
# --- setrecursionlimit_huge_str_format_nested
import sys
sys.setrecursionlimit(10**9)
class F:
    def __format__(self, spec):
        return format(self, spec)
format(F(), 'x')
# --- setrecursionlimit_huge_sorted_key_recursion
import sys
sys.setrecursionlimit(10**9)
def k(v):
    return sorted([v, v], key=k)
sorted([1, 2], key=k)
# --- setrecursionlimit_toggle_in_recursion
import sys
def f(n):
    sys.setrecursionlimit(n + 100)
    return f(n + 1)
f(0)
# --- getsizeof_deep
import sys
x = []
for _ in range(10**6):
    x = [x]
sys.getsizeof(x)
# --- intern_many_long
import sys
xs = [sys.intern('x' * 1000 + str(i)) for i in range(10**6)]
# --- stdout_write_huge
import sys
sys.stdout.write('x' * 10**8)
# --- stdout_write_loop
import sys
for i in range(10**7):
    sys.stdout.write('xxxxxxxxxx')
# --- stderr_write_huge
import sys
sys.stderr.write('x' * 10**8)
# --- stdout_writelines_repeat
import sys
sys.stdout.writelines(['x' * 10**6] * 10**4)
# --- stdin_read_all
import sys
sys.stdin.read()
# --- stdin_readline_loop
import sys
while True:
    sys.stdin.readline()
# --- exit_in_finally_loop
import sys
while True:
    try:
        sys.exit(1)
    except SystemExit:
        pass
# --- exc_info_many
import sys
xs = []
for i in range(10**7):
    try:
        raise ValueError(i)
    except ValueError:
        xs.append(sys.exc_info())
