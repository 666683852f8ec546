# Comprehensions over lists see the list as its iterator does: the length
# is read again at each step, so an element or a condition that appends
# to or shortens the list changes what the comprehension visits.
xs = [1, 2, 3]
print([x if len(xs) > 5 else xs.append(x * 10) for x in xs if len(xs) < 8])
print(xs)

ys = [1, 2, 3, 4, 5, 6]
print([(y, ys.pop()) for y in ys])
print(ys)

rows = [[1, 2], [3], []]
print([x for row in rows for x in row if len(row) < 4 and not row.append(0)])
print(rows)

# a closure over the target, a starred and a subscript target, a set and a dict
fs = [lambda: v for v in [1, 2, 3]]
print([f() for f in fs])
print({a + b for a, *b in [[1], [2], [3]] for b in [len(b)]})
d = {}
print({k: [d.__setitem__(k, 1), d] for k in ["a", "b"]})
box = [0]
print([box[0] for box[0] in [5, 6, 7]], box)

# a list subclass with its own __iter__ is iterated by it
class L(list):
    def __iter__(self):
        return iter([9, 8])

print([x for x in L([1, 2, 3])], [x for y in [L([1])] for x in y])

# errors inside: the traceback is the comprehension's, with its line
try:
    [1 / (x - 2) for x in [1, 2, 3]]
except ZeroDivisionError as e:
    print(type(e).__name__, e, e.__traceback__.tb_next.tb_lineno)
