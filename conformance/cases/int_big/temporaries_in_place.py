# Big-int arithmetic trees whose intermediate results are reused for the
# next + or - (their digits taken over): operands and stored values stay
# what they were.

q, r, t = 3 ** 100, 5 ** 90, 7 ** 80
a = 4 * q + r - t
print(a, q, r, t)
b = r - 2 * q
c = q * q + r * r
d = -(q * 2) + q
e = (q * 2) - (q * 2)
f = (q * 2) + 1 - (q * 2)
print(b, c, d, e, f, type(e).__name__, type(f).__name__)
print(q, r, t)

# the spigot step of pidigits, checked against the same with temporaries
# stored in names
k, m, x = 7, 3, 15
for i in range(30):
    s1 = q * k
    s2 = 2 * q
    s2 = s2 + r
    s2 = s2 * x
    s3 = t * x
    n1 = q * (7 * k + 2)
    n2 = r * x
    n1 = n1 + n2
    n3 = t * x
    s4 = n1 // n3
    q2, r2, t2, m2 = q * k, (2 * q + r) * x, t * x, (q * (7 * k + 2) + r * x) // (t * x)
    assert (q2, r2, t2, m2) == (s1, s2, s3, s4), i
    q, r, t, m, k, x = q2, r2, t2, m2, k + 1, x + 2
print(q % 10 ** 20, r % 10 ** 20, t % 10 ** 20, m)

# results kept in containers are distinct objects with their own values
big = 10 ** 30
l = [big * 2 + i for i in range(3)]
l2 = [(big * 3) - i - i for i in range(3)]
print(l, l2, big)
acc = 0
for i in range(5):
    acc = acc + (big * i + 1) - 1
print(acc, big)
# sign changes through zero and back, mixed small operands
z = (big * 2) - (big * 3) + big
w = 2 ** 64 - 2 ** 64 + 2 ** 70 - 1
print(z, w, (2 ** 64 + 1) - 2 - (2 ** 64), 1 - (big * 2) + big + big)
# floats and bools mixed in: no in-place step applies
print(big * 2 + 1.5, big * 2 - True, (big * 2 + True) - big)

def g():
    s = (big * 2) + (yield 1) - (yield 2)
    yield s

it = g()
next(it); it.send(big); print(it.send(5), big)

class Sub(int):
    def __radd__(self, o):
        return ("radd", o)

print((big * 2) + Sub(1))
try:
    (big * 2) + "x"
except TypeError as e:
    print("TypeError:", e)

# products of temporaries by small ints (the product takes over digits
# kept from the previous one): sizes growing and shrinking, signs, zero
vals = []
for n in (1, 3, 50, 2, 400, 1, 7000, 5):
    p = 3 ** n
    vals.append(10 * (p - 2 * p) * -7)
    vals.append((p + p) * 0)
    vals.append(-3 * (p * 5 + 1) * (2 ** 62) * -(2 ** 63))
    vals.append(((p * 4) - 1) * 9223372036854775807 % 1000003)
print([v % 1000000007 for v in vals], [type(v).__name__ for v in vals][:8])
print(vals[0] == -70 * -3, 3 ** 7000 % 1000)
