# Floats and ints boxed sixteen to an allocation (scalarbox.go) kept by
# the million in lists, dicts, sets and tuples: each array of boxes is
# charged when made, so the peak stays within the limit.
# timeout: 1s
# --- box1
xs = []
for i in range(10**8):
    xs.append(i * 1.5)
# --- box2
xs = []
a = 0.5
for i in range(10**8):
    a = a + 1.0
    xs.append(a)
    xs.append(a)
# --- box3
d = {}
for i in range(2**40, 2**40 + 10**8):
    d[i] = i
# --- box4
s = set()
x = 0.0
for i in range(10**8):
    x += 1.25
    s.add(x)
# --- box5
t = tuple(i * 0.5 + 0.25 for i in range(10**8))
