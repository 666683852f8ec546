# for over a range and over a tuple (walked directly, without their iterators): steps,
# negative and empty ranges, the ends of int64, break/continue/else, targets of every kind.
import sys

print([i for i in range(0)], list(range(3)))
for i in range(5, -6, -3):
    print(i, end=" ")
print()
for i in range(sys.maxsize - 2, sys.maxsize):
    print(i, end=" ")
print()
for i in range(-sys.maxsize - 1, -sys.maxsize + 1):
    print(i, end=" ")
print()
for i in range(sys.maxsize - 5, sys.maxsize, 2):
    print(i, end=" ")
print()
for i in range(2**64, 2**64 + 3):  # a range of big ints
    print(i, end=" ")
print()
for i in range(10):
    if i == 2:
        continue
    if i == 5:
        break
    print(i, end=" ")
else:
    print("no break")
print()
for i in range(3):
    i = i * 10  # rebinding the target does not change the count
    print(i, end=" ")
else:
    print("else", i)
r = range(3)
total = 0
for i in r:
    for j in r:
        total += i * j
print(total)
t = ((1, "a"), (2, "b"), (3, "c"))
for n, s in t:
    print(n, s, end=" ")
print()
for x in ():
    print("never")
else:
    print("empty tuple else")


class Holder:
    pass


h = Holder()
d = {}
for h.value in (1, 2):
    pass
for d["k"] in range(4):
    pass
print(h.value, d)
g = None


def set_global():
    global g
    for g in range(2, 4):
        pass


set_global()
print(g)
try:
    for a, b in (1, 2):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    for a, b in range(3):
        pass
except TypeError as e:
    print("TypeError", e)


def gen_ret():
    for i in range(10):
        if i == 3:
            return i
    return -1


print(gen_ret())
