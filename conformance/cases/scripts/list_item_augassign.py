# l[i] op= v on lists: the item is read before v is evaluated; v or the operation may change
# or shrink the list; negative and out-of-range indices, bool and big-int indices
l = [1.5, 2.5, 3.5]


def grow_then(v):
    l[0] = 100.0
    return v


l[0] += grow_then(1.0)
print(l)


def shrink(v):
    del l[1:]
    return v


try:
    l[2] -= shrink(1.0)
except IndexError as e:
    print("IndexError", e, l)
l = [1, 2, 3]
l[-1] *= 10
l[True] //= 2
print(l)
for bad in (3, -4, 2**70):
    try:
        l[bad] += 1
    except IndexError as e:
        print("IndexError", e)


class Sneaky:
    def __radd__(self, other):
        del l[:]
        return "sneaky"


l = [1, 2, 3]
try:
    l[1] += Sneaky()
except IndexError as e:
    print("IndexError", e, l)
m = [[0] * 3 for _ in range(3)]
for i in range(9):
    m[i % 3][i // 3] += i * 0.5
print(m)
t = [[1.0, 2.0]]
t[0][1] /= 4
t[0][0] **= 3
print(t)
