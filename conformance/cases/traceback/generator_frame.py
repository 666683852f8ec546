# a generator function's frame
def gen():
    yield 1
    1 / 0
for v in gen():
    print(v)
