# a generator abandoned by break runs its finally block at once
def g():
    try:
        yield 1
        yield 2
    finally:
        print("finally")
for x in g():
    print(x)
    break
print("after loop")
def h():
    try:
        for i in range(10):
            yield i
    finally:
        print("h closed")
def first_even():
    for v in h():
        if v % 2 == 0 and v > 0:
            return v
print(first_even())
try:
    for v in h():
        raise KeyError(v)
except KeyError as e:
    print("caught", e)
