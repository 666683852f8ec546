# x[a:b] = y[c:d:e]: the right-hand side is a snapshot taken before the
# target and its bounds are evaluated; every kind of target and source.

perm = list(range(9))
for k in (0, 1, 4, 8, 20, -3):
    p = perm[:]
    p[:k + 1] = p[k::-1]
    print(k, p)

p1 = list(range(9))
for r in range(1, 9):
    first = p1[0]
    p1[:r] = p1[1:r + 1]
    p1[r] = first
    print(r, p1)

# growing, shrinking, empty selections, extended targets
a = list(range(6))
a[1:2] = a[::2]
print(a)
a[2:5] = a[4:4]
print(a)
a[::2] = a[1::2][:len(a[::2])] if len(a) % 2 == 0 else a[::-1][:len(a[::2])]
print(a)
a = list(range(6))
a[::2] = a[3:]
print(a)
try:
    a[::2] = a[:2]
except ValueError as e:
    print("ValueError:", e)
a[::-1] = a[:]
print(a)

# long selections (past any copy buffer)
big = list(range(40))
big[5:35] = big[34:4:-1]
print(big)
big[:] = big[::3]
print(big)

# the target's bounds run after the selection: mutating the source there
# does not change what is stored
class Idx:
    def __init__(self, v, lst):
        self.v, self.lst = v, lst
    def __index__(self):
        print("index", self.v)
        self.lst.append(99)
        self.lst[0] = -1
        return self.v

s = [1, 2, 3, 4, 5]
s[Idx(0, s):Idx(2, s)] = s[3:]
print(s)
s = [1, 2, 3, 4, 5]
t = [10, 20, 30]
t[:1] = s[Idx(1, s):Idx(3, s)]
print(s, t)

# other targets and sources
b = bytearray(b"abcdef")
b[:2] = bytearray(b"xyz")[1:]
print(b)
b[1:3] = [65, 66, 67][::-1]
print(b)
tu = (1, 2, 3, 4)
l = [0, 0]
l[1:] = tu[::-1]
print(l)
l[:1] = "hello"[1:4]
print(l)
l[:] = range(10)[2:8:2]
print(l)

class Seq:
    def __getitem__(self, k):
        print("getitem", k)
        return [7, 8]
    def __setitem__(self, k, v):
        print("setitem", k, v, type(v).__name__)

q = Seq()
q[1:2] = [1, 2, 3][::2]
q[:] = q[5:]
l = [1, 2, 3]
l[1:] = q[::2]
print(l)

# errors on each side, with their positions in the traceback
try:
    x = [1, 2]
    x[:1] = x["a":]
except TypeError as e:
    print("TypeError:", e)
try:
    n = 5
    n[:1] = [1, 2][:1]
except TypeError as e:
    print("TypeError:", e)
try:
    None[:] = [1][:]
except TypeError as e:
    print("TypeError:", e)
try:
    y = 3
    z = [1]
    z[:] = y[1:]
except TypeError as e:
    print("TypeError:", e)
z = [1, 2, 3]
z[0:1] = z[::-1]
print(z)
w = [1, 2, 3, 4]
w[1:3] = w[1:3]
print(w)
w[:] = w[1:1]
print(w)
